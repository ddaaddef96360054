import type { UseFormReturnType } from '@mantine/form';
import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';

export type TWizardForm = UseFormReturnType<TActivityFormValues>;

/** Each step gets the form and the message to show under a field (by path, e.g. 'stops.0.title'). */
export type TStepProps = { form: TWizardForm; errorOf: (path: string) => string | undefined };
