import {
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Container,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TAdminReseller, TCreatedResellerKey } from '@roteiro/domain/distribution/schemas';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { useActivityOptionsQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import {
  useCreateResellerKeyMutation,
  useCreateResellerMutation,
  useResellersQuery,
  useRevokeResellerKeyMutation,
} from '../../../features/distribution/resellerQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

type TKeyToRevoke = { resellerId: string; keyId: string; prefix: string };

/** The add form: name, commission (in %, stored in basis points), every product or the chosen ones. */
function AddResellerForm() {
  const texts = useT();
  const { t } = texts;
  const activities = useActivityOptionsQuery();
  const create = useCreateResellerMutation();
  const [name, setName] = useState('');
  const [percent, setPercent] = useState<number>(0);
  const [sellsEveryProduct, setSellsEveryProduct] = useState(true);
  const [activityIds, setActivityIds] = useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, commissionBasisPoints: Math.round(percent * 100), sellsEveryProduct, activityIds },
      {
        onSuccess: () => {
          toast.success(t('admin.resellers.added'));
          setName('');
          setPercent(0);
          setActivityIds([]);
        },
        onError: (error) => toast.danger(errorText(error, texts)),
      },
    );
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('admin.resellers.add')}
          </Title>
          <TextInput
            label={t('admin.resellers.name')}
            required
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <NumberInput
            label={t('admin.resellers.commission')}
            description={t('admin.resellers.commissionHint')}
            min={0}
            max={30}
            decimalScale={2}
            clampBehavior="strict"
            value={percent}
            onChange={(value) => setPercent(Number(value) || 0)}
          />
          <Checkbox
            label={t('admin.resellers.sellsEverything')}
            checked={sellsEveryProduct}
            onChange={(event) => setSellsEveryProduct(event.currentTarget.checked)}
          />
          {!sellsEveryProduct && (
            <MultiSelect
              label={t('admin.resellers.activities')}
              searchable
              data={(activities.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
              value={activityIds}
              onChange={setActivityIds}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={!name.trim()} mih={44}>
              {t('admin.resellers.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** One reseller: its terms and its keys (prefixes only), with "Create an API key" and "Revoke". */
function ResellerCard({
  reseller,
  onKeyCreated,
  onRevoke,
}: {
  reseller: TAdminReseller;
  onKeyCreated: (key: TCreatedResellerKey) => void;
  onRevoke: (key: TKeyToRevoke) => void;
}) {
  const texts = useT();
  const { t, locale } = texts;
  const createKey = useCreateResellerKeyMutation();
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {reseller.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.resellers.terms', {
              percent: reseller.commissionBasisPoints / 100,
              products: reseller.sellsEveryProduct
                ? t('admin.resellers.everything')
                : t('admin.resellers.products', { count: reseller.activityIds.length }),
            })}
          </Text>
        </Group>
        <Title order={3} size="h5">
          {t('admin.resellers.keys')}
        </Title>
        {reseller.keys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.resellers.noKeys')}
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {reseller.keys.map((key) => (
              <Group component="li" key={key.id} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Code>{key.prefix}…</Code>
                  <Text size="sm" c="dimmed">
                    {t('admin.resellers.created', { date: formatDateTime(key.createdAt, locale) })}
                  </Text>
                  {key.revokedAt ? (
                    <Badge color="gray" variant="light" tt="none">
                      {t('admin.resellers.revoked', { date: formatDateTime(key.revokedAt, locale) })}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light" tt="none">
                      {t('admin.resellers.active')}
                    </Badge>
                  )}
                </Group>
                {!key.revokedAt && (
                  <Button
                    variant="subtle"
                    color="red"
                    mih={44}
                    aria-label={t('admin.resellers.revokeKey', { prefix: key.prefix })}
                    onClick={() => onRevoke({ resellerId: reseller.id, keyId: key.id, prefix: key.prefix })}
                  >
                    {t('admin.resellers.revoke')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            mih={44}
            loading={createKey.isPending}
            onClick={() =>
              createKey.mutate(reseller.id, {
                onSuccess: onKeyCreated,
                onError: (error) => toast.danger(errorText(error, texts)),
              })
            }
          >
            {t('admin.resellers.createKey')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Admin "Resellers": who sells over OCTO, at what commission, which products, and their API keys. */
export function AdminResellersPage() {
  const texts = useT();
  const { t } = texts;
  const resellers = useResellersQuery();
  const revoke = useRevokeResellerKeyMutation();
  const [createdKey, setCreatedKey] = useState<TCreatedResellerKey | null>(null);
  const [toRevoke, setToRevoke] = useState<TKeyToRevoke | null>(null);

  const handleRevoke = () => {
    if (!toRevoke) {
      return;
    }
    revoke.mutate(
      { resellerId: toRevoke.resellerId, keyId: toRevoke.keyId },
      {
        onSuccess: () => {
          toast.success(t('admin.resellers.keyRevoked'));
          setToRevoke(null);
        },
        onError: (error) => toast.danger(errorText(error, texts)),
      },
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('admin.resellers.title')}</Title>
          <Text c="dimmed">{t('admin.resellers.intro')}</Text>
        </Stack>
        <AddResellerForm />
        {resellers.error ? (
          <Text c="red">{errorText(resellers.error, texts)}</Text>
        ) : resellers.data?.resellers.length === 0 ? (
          <Text c="dimmed">{t('admin.resellers.none')}</Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {(resellers.data?.resellers ?? []).map((reseller) => (
              <ResellerCard
                key={reseller.id}
                reseller={reseller}
                onKeyCreated={setCreatedKey}
                onRevoke={setToRevoke}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={createdKey !== null}
        onClose={() => setCreatedKey(null)}
        title={t('admin.resellers.keyCreatedTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.resellers.keyShownOnce')}</Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="reseller-key">
            {createdKey?.key}
          </Code>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={createdKey?.key ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} mih={44}>
                  {copied ? t('admin.resellers.copied') : t('admin.resellers.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setCreatedKey(null)} mih={44} data-autofocus>
              {t('admin.resellers.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={toRevoke !== null}
        title={t('admin.resellers.revoke')}
        confirmLabel={t('admin.resellers.revoke')}
        isDanger
        isLoading={revoke.isPending}
        onConfirm={handleRevoke}
        onClose={() => setToRevoke(null)}
      >
        {t('admin.resellers.revokeConfirm', { prefix: toRevoke?.prefix ?? '' })}
      </ConfirmModal>
    </Container>
  );
}
