import { describe, expect, it } from 'vitest';
import {
  TTD_CANCELLATION_POLICY,
  ttdCategories,
  ttdMoney,
  ZTtdDeepLink,
  ZTtdOption,
  ZTtdProduct,
} from './things-to-do.ts';

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

  it("states the refund rule as Google's policy: a full refund up to 24 hours (86400 s) before the start", () => {
    expect(TTD_CANCELLATION_POLICY).toEqual({
      refund_conditions: [{ min_duration_before_start_time_sec: 86_400, refund_percent: 100 }],
    });
  });

  it("labels only the categories Google's list names, in Roteiro's order", () => {
    expect(
      ttdCategories(['walking-tours', 'bicycle', 'tuk-tuk', 'day-trip', 'food-tours', 'boat-tours']),
    ).toEqual([{ label: 'bike-tours' }, { label: 'day-trips' }, { label: 'food' }, { label: 'boat-tours' }]);
    expect(ttdCategories(['tuk-tuk', 'museums'])).toEqual([]);
  });

  it('accepts the policy, categories and features as the sample feed nests them, and refuses other shapes', () => {
    const texts = { localized_texts: [{ language_code: 'en', text: 'Tuk-tuk and driver' }] };
    const option = {
      id: 'o',
      title: texts,
      landing_page: { url: 'https://roteiro.example/details/x' },
      price_options: [{ id: 'adult', price: ttdMoney(2500) }],
      cancellation_policy: TTD_CANCELLATION_POLICY,
      option_categories: [{ label: 'bike-tours' }],
    };
    expect(ZTtdOption.safeParse(option).success).toBe(true);
    const refund = (condition: object) => ({
      ...option,
      cancellation_policy: { refund_conditions: [condition] },
    });
    expect(
      ZTtdOption.safeParse(refund({ min_duration_before_start_time_sec: 86_400, refund_percent: 101 }))
        .success,
    ).toBe(false);
    expect(
      ZTtdOption.safeParse(refund({ min_duration_before_start_time: 86_400, refund_percent: 100 })).success,
    ).toBe(false);
    expect(ZTtdOption.safeParse({ ...option, option_categories: [{ label: 'tuk-tuk' }] }).success).toBe(
      false,
    );

    const product = { id: 'p', title: texts, options: [option] };
    const feature = { feature_type: 'TEXT_FEATURE_INCLUSION', value: texts };
    expect(ZTtdProduct.safeParse({ ...product, product_features: [feature] }).success).toBe(true);
    expect(
      ZTtdProduct.safeParse({ ...product, product_features: [{ ...feature, feature_type: 'INCLUSION' }] })
        .success,
    ).toBe(false);
    expect(
      ZTtdProduct.safeParse({ ...product, product_features: [{ ...feature, value: 'Tuk-tuk' }] }).success,
    ).toBe(false);
  });
});
