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
import { staffTexts } from '@roteiro/domain/staff/texts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyProfileQuery } from '../../features/company/useCompanyProfileQuery.ts';
import { useOpenPaymentDashboard } from '../../features/company/useOpenPaymentDashboard.ts';
import { usePaymentOnboardingMutation } from '../../features/company/usePaymentOnboardingMutation.ts';
import { useRefreshPaymentAccountMutation } from '../../features/company/useRefreshPaymentAccountMutation.ts';
import { useSaveCompanyProfileMutation } from '../../features/company/useSaveCompanyProfileMutation.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
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
            toast.success(staffTexts.paymentSetupFinished);
          }
          clear();
        },
        onError: (error) => {
          toast.danger(error.message);
          clear();
        },
      });
    } else if (onboarding === 'refresh') {
      startOnboarding.mutate(undefined, {
        onError: (error) => {
          toast.danger(error.message);
          clear();
        },
      });
    } else {
      clear();
    }
  }, [onboarding, refresh, startOnboarding, setSearchParams]);

  if (profile.isError) {
    return (
      <ErrorState
        title="Your profile could not be loaded"
        message={profile.error.message}
        onRetry={retryFor(profile)}
        isRetrying={profile.isFetching}
      />
    );
  }
  const isBusyReturning = refresh.isPending || (onboarding === 'refresh' && !startOnboarding.isError);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackBar title="Company profile" to="/company/settings" />
        {!profile.data || isBusyReturning ? (
          <Stack gap="md" aria-busy aria-label="Loading your profile">
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

const FIELDS: { name: keyof TCompanyProfile; label: string; autoComplete: string }[] = [
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'tel' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'tax_id', label: 'Tax ID', autoComplete: 'off' },
];

function ProfileSteps({ profile, startOnboarding }: TProfileStepsProps) {
  // Back from an unfinished onboarding: straight to the payment step.
  const [step, setStep] = useState(profile.hasPaymentAccount && !profile.hasFinishedSetUp ? 1 : 0);
  const texts = useT();
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
          toast.success(staffTexts.profileSaved);
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
      <Stepper.Step label="Company information" description="Business and address">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="md">
              <TextInput
                label="Business name"
                description={staffTexts.businessNameHint}
                autoComplete="organization"
                {...form.getInputProps('name')}
              />
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
                {staffTexts.homeAddressHint}
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {FIELDS.map((field) => (
                  <TextInput
                    key={field.name}
                    label={field.label}
                    autoComplete={field.autoComplete}
                    {...form.getInputProps(field.name)}
                  />
                ))}
              </SimpleGrid>
              <Group justify="flex-end">
                {profile.hasFinishedSetUp ? (
                  <Button type="submit" disabled={!isChanged} loading={save.isPending}>
                    Save
                  </Button>
                ) : (
                  <Button type="submit" loading={save.isPending}>
                    Next
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stepper.Step>
      <Stepper.Step label="Payment account" description="Get paid for your tours">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Payment account
            </Title>
            {profile.hasFinishedSetUp ? (
              <>
                <Text>Your payment account is set up. Payouts for the tours you run are sent to it.</Text>
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    Go back
                  </Button>
                  <Button onClick={dashboard.open} loading={dashboard.isPending}>
                    Payment dashboard
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <Text>
                  Roteiro pays you through our payment provider. Create your payment account and give the
                  provider the details it asks for; you come back here when you are done.
                </Text>
                {profile.hasPaymentAccount && (
                  <Alert variant="light" color="yellow">
                    Your payment account is not finished yet: continue where you left off.
                  </Alert>
                )}
                <Group justify="space-between">
                  <Button variant="default" onClick={() => setStep(0)}>
                    Go back
                  </Button>
                  <Button
                    onClick={() =>
                      startOnboarding.mutate(undefined, { onError: (error) => toast.danger(error.message) })
                    }
                    loading={startOnboarding.isPending || startOnboarding.isSuccess}
                  >
                    {profile.hasPaymentAccount ? 'Continue payment setup' : 'Create payment account'}
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
