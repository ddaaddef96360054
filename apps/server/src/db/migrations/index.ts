import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_auth.ts';
import * as m0002 from './0002_domain.ts';
import * as m0004 from './0004_search.ts';
import * as m0005 from './0005_dev_message_order.ts';
import * as m0006 from './0006_dev_message_attachments.ts';
import * as m0007 from './0007_catalogue_read_paths.ts';
import * as m0008 from './0008_booking_reminder.ts';
import * as m0009 from './0009_pass_order.ts';
import * as m0010 from './0010_wait_list_seats.ts';
import * as m0011 from './0011_run_start_key.ts';
import * as m0013 from './0013_traveller_role.ts';
import * as m0014 from './0014_form_submission.ts';
import * as m0015 from './0015_newsletter_opt_in.ts';
import * as m0016 from './0016_blog_article.ts';
import * as m0020 from './0020_request_throttle.ts';
import * as m0021 from './0021_affiliate_payouts.ts';
import * as m0025 from './0025_vendor_counter.ts';
import * as m0029 from './0029_traveller_locale.ts';
import * as m0030 from './0030_email_change_request.ts';
import * as m0035 from './0035_test_provider_state.ts';
import * as m0036 from './0036_throttle_unlogged.ts';
import * as m0037 from './0037_sign_in_failure_digests.ts';
import * as m0038 from './0038_sign_in_attempt.ts';
import * as m0039 from './0039_booking_contact.ts';
import * as m0041 from './0041_checkout_submit_message.ts';
import * as m0042 from './0042_activity_sales_window.ts';
import * as m0043 from './0043_site_page.ts';
import * as m0044 from './0044_account_locale.ts';
import * as m0045 from './0045_checkout_locale.ts';
import * as m0046 from './0046_activity_translation.ts';
import * as m0047 from './0047_event_ticket_translation.ts';
import * as m0048 from './0048_blog_article_translation.ts';
import * as m0049 from './0049_portuguese_search.ts';
import * as m0050 from './0050_reviews.ts';
import * as m0051 from './0051_resellers.ts';
import * as m0052 from './0052_reseller_booking.ts';
import * as m0053 from './0053_embed_origin.ts';
import * as m0055 from './0055_day_trip_name_pt.ts';
import * as m0056 from './0056_employee_invitation_locale.ts';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_domain': m0002,
  '0004_search': m0004,
  '0005_dev_message_order': m0005,
  '0006_dev_message_attachments': m0006,
  '0007_catalogue_read_paths': m0007,
  '0008_booking_reminder': m0008,
  '0009_pass_order': m0009,
  '0010_wait_list_seats': m0010,
  '0011_run_start_key': m0011,
  '0013_traveller_role': m0013,
  '0014_form_submission': m0014,
  '0015_newsletter_opt_in': m0015,
  '0016_blog_article': m0016,
  '0020_request_throttle': m0020,
  '0021_affiliate_payouts': m0021,
  '0025_vendor_counter': m0025,
  '0029_traveller_locale': m0029,
  '0035_test_provider_state': m0035,
  '0036_throttle_unlogged': m0036,
  '0037_sign_in_failure_digests': m0037,
  '0030_email_change_request': m0030,
  '0038_sign_in_attempt': m0038,
  '0039_booking_contact': m0039,
  '0041_checkout_submit_message': m0041,
  '0042_activity_sales_window': m0042,
  '0043_site_page': m0043,
  '0044_account_locale': m0044,
  '0045_checkout_locale': m0045,
  '0046_activity_translation': m0046,
  '0047_event_ticket_translation': m0047,
  '0048_blog_article_translation': m0048,
  '0049_portuguese_search': m0049,
  '0050_reviews': m0050,
  '0051_resellers': m0051,
  '0052_reseller_booking': m0052,
  '0053_embed_origin': m0053,
  '0055_day_trip_name_pt': m0055,
  '0056_employee_invitation_locale': m0056,
};
