import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type TCompanyProfile, ZCompanyProfile } from '@roteiro/domain/staff/company-profile';
import type { TCompanyProfileResponse } from '@roteiro/domain/staff/schemas';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyProfileQuery } from '../../features/company/useCompanyProfileQuery.ts';
import { useOpenPaymentDashboard } from '../../features/company/useOpenPaymentDashboard.ts';
import { usePaymentOnboardingMutation } from '../../features/company/usePaymentOnboardingMutation.ts';
import { useRefreshPaymentAccountMutation } from '../../features/company/useRefreshPaymentAccountMutation.ts';
import { useSaveCompanyProfileMutation } from '../../features/company/useSaveCompanyProfileMutation.ts';
import { staffTexts } from '../../features/staff/staffTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/**
 * /company/settings/profile in two steps: company information, then the payment account (the provider's
 * onboarding). Returning from onboarding (`?onboarding=return`) reads the provider's status; `?onboarding=refresh`
 * (an expired link) asks for a new one.
 */
export function CompanyProfilePage() {
  const profile = useCompanyProfileQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const onboarding = searchParams.get('onboarding');
  const refresh = useRefreshPaymentAccountMutation();
  const startOnboarding = usePaymentOnboardingMutation();
  const handled = useRef<string | null>(null);
  const texts = useT();
  const { t, say } = texts;

  useEffect(() => {
    if (!onboarding || handled.current === onboarding) {
      return;
    }
    handled.current = onboarding;
    const clear = () => setSearchParams({}, { replace: true });
    if (onboarding === 'return') {
      refresh.mutate(undefined, {
        onSuccess: ({ hasFinishedSetUp }) => {
          if (hasFinishedSetUp) {
            toast.success(say(staffTexts, 'paymentSetupFinished'));
          }
          clear();
        },
        onError: (error) => {
          toast.danger(errorText(error, texts));
          clear();
        },
      });
    } else if (onboarding === 'refresh') {
      startOnboarding.mutate(undefined, {
        onError: (error) => {
          toast.danger(errorText(error, texts));
          clear();
        },
      });
    } else {
      clear();
    }
  }, [onboarding, refresh, startOnboarding, setSearchParams, texts, say]);

  if (profile.isError) {
    return (
      <ErrorState
        title={t('company.profile.loadFailed')}
        message={errorText(profile.error, texts)}
        onRetry={retryFor(profile)}
        isRetrying={profile.isFetching}
      />
    );
  }
  const isBusyReturning = refresh.isPending || (onboarding === 'refresh' && !startOnboarding.isError);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackBar title={t('company.profile.title')} to="/company/settings" />
        {!profile.data || isBusyReturning ? (
          <Stack gap="md" aria-busy aria-label={t('company.profile.loading')}>
            <Skeleton height={40} />
            <Skeleton height={320} />
          </Stack>
        ) : (
          <ProfileSteps
            key={String(profile.data.hasFinishedSetUp)}
            profile={profile.data}
            startOnboarding={startOnboarding}
          />
        )}
      </Stack>
    </Container>
  );
}

type TProfileStepsProps = {
  profile: TCompanyProfileResponse;
  startOnboarding: ReturnType<typeof usePaymentOnboardingMutation>;
};

const FIELDS: { name: keyof TCompanyProfile; label: TMessageId; autoComplete: string }[] = [
  { name: 'phoneNumber', label: 'company.profile.phoneNumber', autoComplete: 'tel' },
  { name: 'city', label: 'company.profile.city', autoComplete: 'address-level2' },
  { name: 'line1', label: 'company.profile.line1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'company.profile.line2', autoComplete: 'address-line2' },
  { name: 'postal_code', label: 'company.profile.postalCode', autoComplete: 'postal-code' },
  { name: 'tax_id', label: 'company.profile.taxId', autoComplete: 'off' },
];

function ProfileSteps({ profile, startOnboarding }: TProfileStepsProps) {
  // Back from an unfinished onboarding: straight to the payment step.
  const [step, setStep] = useState(profile.hasPaymentAccount && !profile.hasFinishedSetUp ? 1 : 0);
  const texts = useT();
  const { t, say } = texts;
  const form = useDomainForm({ schema: ZCompanyProfile, initialValues: profile.information });
  const save = useSaveCompanyProfileMutation();
  const dashboard = useOpenPaymentDashboard();
  const isChanged = (Object.keys(profile.information) as (keyof TCompanyProfile)[]).some(
    (name) => form.values[name] !== profile.information[name],
  );

  const handleSubmit = form.onSubmit((body) => {
    if (!isChanged && !profile.hasFinishedSetUp) {
      setStep(1);
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        // As stored: the phone number in E.164, the postal code and tax ID in their one spelling.
        form.setValues(saved.information);
        if (profile.hasFinishedSetUp) {
          toast.success(say(staffTexts, 'profileSaved'));
        } else {
          setStep(1);
        }
      },
      onError: (error) => {
        form.setErrors(error.fields ?? {});
        toast.danger(errorText(error, texts));
      },
    });
  });

  return (
    <Stepper active={step} onStepClick={profile.hasFinishedSetUp ? setStep : undefined} size="sm">
      <Stepper.Step
        label={t('company.profile.informationStep')}
        description={t('company.profile.informationStepHint')}
      >
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="md">
              <TextInput
                label={t('company.profile.businessName')}
                description={say(staffTexts, 'businessNameHint')}
                autoComplete="organization"
                {...form.getInputProps('name')}
              />
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
                {say(staffTexts, 'homeAddressHint')}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {FIELDS.map((field) => (
                  <TextInput
                    key={field.name}
                    label={t(field.label)}
                    autoComplete={field.autoComplete}
                    {...form.getInputProps(field.name)}
                  />
                ))}
              </SimpleGrid>
              <Group justify="flex-end">
                {profile.hasFinishedSetUp ? (
                  <Button type="submit" disabled={!isChanged} loading={save.isPending}>
                    {t('company.profile.save')}
                  </Button>
                ) : (
                  <Button type="submit" loading={save.isPending}>
                    {t('company.profile.next')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stepper.Step>
      <Stepper.Step
        label={t('company.profile.paymentStep')}
        description={t('company.profile.paymentStepHint')}
      >
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('company.profile.paymentTitle')}
            </Title>
            {profile.hasFinishedSetUp ? (
              <>
                <Text>{t('company.profile.paymentReady')}</Text>
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('company.profile.goBack')}
                  </Button>
                  <Button onClick={dashboard.open} loading={dashboard.isPending}>
                    {t('company.profile.paymentDashboard')}
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Text>{t('company.profile.paymentIntro')}</Text>
                {profile.hasPaymentAccount && (
                  <Alert variant="light" color="yellow">
                    {t('company.profile.paymentNotFinished')}
                  </Alert>
                )}
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('company.profile.goBack')}
                  </Button>
                  <Button
                    onClick={() =>
                      startOnboarding.mutate(undefined, {
                        onError: (error) => toast.danger(errorText(error, texts)),
                      })
                    }
                    loading={startOnboarding.isPending || startOnboarding.isSuccess}
                  >
                    {t(
                      profile.hasPaymentAccount
                        ? 'company.profile.continueSetup'
                        : 'company.profile.createAccount',
                    )}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      </Stepper.Step>
    </Stepper>
  );
}
