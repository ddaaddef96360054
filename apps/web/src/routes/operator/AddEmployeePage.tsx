import {
  Button,
  Container,
  FileInput,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import {
  EMPLOYEE_DOCUMENTS,
  type TEmployeeDocument,
  ZAddEmployeeFields,
} from '@roteiro/domain/staff/schemas';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_LABELS } from '../../features/staff/documentLabels.ts';
import { staffTexts } from '../../features/staff/staffTexts.ts';
import { useAddEmployeeMutation } from '../../features/staff/useAddEmployeeMutation.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const MAX_BYTES = 10 * 1024 * 1024;

/** /company/add-employee: name, e-mail and images of the driver's licence and citizen card, all required. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const texts = useT();
  const { t, say, locale } = texts;
  // The invitation is written in the company's own language unless it chooses the employee's.
  const form = useDomainForm({ schema: ZAddEmployeeFields, initialValues: { name: '', email: '', locale } });
  const [files, setFiles] = useState<Partial<Record<TEmployeeDocument, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<TEmployeeDocument, string>>>({});
  const addEmployee = useAddEmployeeMutation();

  // References to the texts (like the server's field errors), worded in the page's language where shown.
  const checkFile = (file: File | undefined): string | undefined => {
    if (!file) {
      return textRef(staffTexts, 'documentRequired');
    }
    if (!file.type.startsWith('image/')) {
      return textRef(staffTexts, 'documentNotImage');
    }
    return file.size > MAX_BYTES ? textRef(staffTexts, 'documentTooLarge') : undefined;
  };

  const handleFile = (document: TEmployeeDocument, file: File | null) => {
    setFiles((current) => ({ ...current, [document]: file ?? undefined }));
    setFileErrors((current) => ({ ...current, [document]: file ? checkFile(file) : undefined }));
  };

  // The documents are checked with the fields, so every message shows at once.
  const checkFiles = () => {
    const errors = Object.fromEntries(EMPLOYEE_DOCUMENTS.map((d) => [d, checkFile(files[d])]));
    setFileErrors(errors);
    return errors;
  };

  const handleSubmit = form.onSubmit((fields) => {
    const errors = checkFiles();
    const { driversLicense, citizenCard } = files;
    if (Object.values(errors).some(Boolean) || !driversLicense || !citizenCard) {
      return;
    }
    addEmployee.mutate(
      { ...fields, driversLicense, citizenCard },
      {
        onSuccess: () => {
          toast.success(say(messages, 'employeeInvited'));
          void navigate('/company/employees');
        },
        onError: (error) => {
          const { name, email, locale: language, ...documents } = error.fields ?? {};
          form.setErrors({
            ...(name ? { name } : {}),
            ...(email ? { email } : {}),
            ...(language ? { locale: language } : {}),
          });
          setFileErrors(documents);
          // A refused e-mail or file says why (the spec's texts); anything else is the spec's failure text.
          const isUserMistake = error.status >= 400 && error.status < 500;
          toast.danger(isUserMistake ? errorText(error, texts) : say(messages, 'employeeAddFailed'));
        },
      },
    );
  }, checkFiles);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('company.addEmployee.title')}</Title>
        <Text c="dimmed">{t('company.addEmployee.intro')}</Text>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="md">
              <TextInput
                label={t('company.addEmployee.name')}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('company.addEmployee.email')}
                type="email"
                autoComplete="off"
                {...form.getInputProps('email')}
              />
              <NativeSelect
                label={t('company.addEmployee.language')}
                description={t('company.addEmployee.languageHelp')}
                data={LANGUAGE_OPTIONS}
                {...form.getInputProps('locale')}
              />
              {EMPLOYEE_DOCUMENTS.map((document) => (
                <DocumentInput
                  key={document}
                  label={t(DOCUMENT_LABELS[document])}
                  file={files[document]}
                  error={fileErrors[document] && texts.tx(fileErrors[document])}
                  onChange={(file) => handleFile(document, file)}
                />
              ))}
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button variant="default" component={Link} to="/company/employees">
                  {t('company.addEmployee.cancel')}
                </Button>
                <Button type="submit" loading={addEmployee.isPending}>
                  {t('company.addEmployee.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}

type TDocumentInputProps = {
  label: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | null) => void;
};

/** A labelled, keyboard-usable image picker with a preview. */
function DocumentInput({ label, file, error, onChange }: TDocumentInputProps) {
  const { t } = useT();
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        placeholder={t('company.addEmployee.chooseImage')}
        accept={IMAGE_TYPES}
        clearable
        value={file ?? null}
        onChange={onChange}
        error={error}
        leftSection={<IconPhoto size={18} aria-hidden />}
        description={t('company.addEmployee.imageHint')}
      />
      {preview && (
        <Image
          src={preview}
          alt={t('company.addEmployee.preview', { document: label })}
          h={120}
          w="auto"
          fit="contain"
          radius="sm"
          maw={240}
        />
      )}
    </Stack>
  );
}
