import type { TCompanyProfile } from '@roteiro/domain/staff/schemas';

/** GET /api/company/profile */
export type TCompanyProfileResponse = {
  information: TCompanyProfile;
  hasPaymentAccount: boolean;
  hasFinishedSetUp: boolean;
  isMissingMessagingOrSeats: boolean;
};
