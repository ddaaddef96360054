import { describe, expect, it } from 'vitest';
import { ttdMoney, ZTtdDeepLink, ZTtdOption } from './things-to-do.ts';

describe("Google Things to do feed's format", () => {
  it('writes euro cents as Money units and nanos', () => {
    expect(ttdMoney(2550)).toEqual({ currency_code: 'EUR', units: 25, nanos: 500_000_000 });
    expect(ttdMoney(4000)).toEqual({ currency_code: 'EUR', units: 40, nanos: 0 });
    expect(ttdMoney(1)).toEqual({ currency_code: 'EUR', units: 0, nanos: 10_000_000 });
  });

  it('requires an absolute landing page and at least one price option', () => {
    expect(ZTtdDeepLink.safeParse({ url: '/details/x' }).success).toBe(false);
    expect(ZTtdDeepLink.safeParse({ url: 'https://roteiro.example/details/x' }).success).toBe(true);
    const option = {
      id: 'o',
      title: { localized_texts: [{ language_code: 'pt-PT', text: 'Passeio partilhado' }] },
      landing_page: { url: 'https://roteiro.example/details/x' },
      price_options: [{ id: 'adult', price: ttdMoney(2500) }],
    };
    expect(ZTtdOption.safeParse(option).success).toBe(true);
    expect(ZTtdOption.safeParse({ ...option, price_options: [] }).success).toBe(false);
    expect(ZTtdOption.safeParse({ ...option, landing_page: undefined }).success).toBe(false);
    expect(ZTtdOption.safeParse({ ...option, landingPage: option.landing_page }).success).toBe(false);
  });
});
