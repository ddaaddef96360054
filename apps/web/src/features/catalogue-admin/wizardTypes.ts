import type { TActivityFormValues, ZActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import type { TDomainForm } from '../../shared/lib/useDomainForm.ts';

export type TWizardForm = TDomainForm<typeof ZActivityFormValues, TActivityFormValues>;

/** Each step gets the form and the message to show under a field (by path, e.g. 'stops.0.title'), worded. */
export type TStepProps = { form: TWizardForm; errorOf: (path: string) => string | undefined };
