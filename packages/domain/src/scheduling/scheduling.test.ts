import '../i18n/all-translations.ts';
import { describe, expect, it } from 'vitest';
import { unscheduleQuestion, ZJoinGroupsRequest, ZPlanChoice } from './scheduling.ts';

const group = { title: 'Alfama walking tour', day: '2026-11-28', bookedPlaces: 6, staffedSeats: 6 };

describe('the unschedule confirmation names its consequence', () => {
  it('leaving a fully staffed group', () => {
    expect(unscheduleQuestion({ group, current: { nOfSeats: 6, numberOfVehicles: 1 }, kept: null })).toBe(
      'Remove your 6 seats and 1 vehicle from Alfama walking tour on 28 November 2026? The group will be missing 6 seats again and other companies will be told.',
    );
  });

  it('lowering seats while another company still covers the group', () => {
    expect(
      unscheduleQuestion({
        group: { ...group, staffedSeats: 10 },
        current: { nOfSeats: 6, numberOfVehicles: 2 },
        kept: { nOfSeats: 4, numberOfVehicles: 1 },
      }),
    ).toBe(
      'Lower your 6 seats and 2 vehicles in Alfama walking tour on 28 November 2026 to 4 seats and 1 vehicle? The group stays fully staffed.',
    );
  });

  it('a group already missing seats is not missing them "again"', () => {
    expect(
      unscheduleQuestion({
        group: { ...group, bookedPlaces: 8 },
        current: { nOfSeats: 6, numberOfVehicles: 1 },
        kept: { nOfSeats: 5, numberOfVehicles: 1 },
      }),
    ).toBe(
      'Lower your 6 seats and 1 vehicle in Alfama walking tour on 28 November 2026 to 5 seats and 1 vehicle? The group will be missing 3 seats and other companies will be told.',
    );
  });
});

describe('the plan schema (used by the page and the server)', () => {
  const groupId = '00000000-0000-4000-8000-000000000000';
  it('refuses fewer than 4 seats and fewer than 1 vehicle', () => {
    expect(ZPlanChoice.safeParse({ groupId, nOfSeats: 3, numberOfVehicles: 1 }).success).toBe(false);
    expect(ZPlanChoice.safeParse({ groupId, nOfSeats: 4, numberOfVehicles: 0 }).success).toBe(false);
    expect(
      ZJoinGroupsRequest.safeParse({ choices: [{ groupId, nOfSeats: 4, numberOfVehicles: 1 }] }).success,
    ).toBe(true);
  });
});

describe('unscheduleQuestion in Portuguese', () => {
  it('says what the company gives back and what the group then misses', () => {
    const group = { title: 'Alfama a pé', day: '2026-11-28', bookedPlaces: 10, staffedSeats: 10 };
    expect(
      unscheduleQuestion({
        group,
        current: { nOfSeats: 6, numberOfVehicles: 1 },
        kept: null,
        locale: 'pt-PT',
      }),
    ).toBe(
      'Retirar os seus 6 lugares e 1 veículo de «Alfama a pé» de 28 de novembro de 2026? Voltarão a faltar 6 lugares ao grupo e as outras empresas serão avisadas.',
    );
    expect(
      unscheduleQuestion({
        group: { ...group, bookedPlaces: 4 },
        current: { nOfSeats: 6, numberOfVehicles: 2 },
        kept: { nOfSeats: 4, numberOfVehicles: 1 },
        locale: 'pt-PT',
      }),
    ).toBe(
      'Reduzir os seus 6 lugares e 2 veículos em «Alfama a pé» de 28 de novembro de 2026 para 4 lugares e 1 veículo? O grupo continua com todos os lugares assegurados.',
    );
  });
});
