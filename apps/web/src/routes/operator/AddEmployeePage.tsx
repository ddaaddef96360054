import {
  Button,
  Container,
  FileInput,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import {
  EMPLOYEE_DOCUMENTS,
  employeeDocumentLabels,
  type TEmployeeDocument,
  ZAddEmployeeFields,
} from '@roteiro/domain/staff/schemas';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAddEmployeeMutation } from '../../features/staff/useAddEmployeeMutation.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const MAX_BYTES = 10 * 1024 * 1024;

/** /company/add-employee: name, e-mail and images of the driver's licence and citizen card, all required. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const texts = useT();
  const form = useDomainForm({ schema: ZAddEmployeeFields, initialValues: { name: '', email: '' } });
  const [files, setFiles] = useState<Partial<Record<TEmployeeDocument, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<TEmployeeDocument, string>>>({});
  const addEmployee = useAddEmployeeMutation();

  const checkFile = (file: File | undefined): string | undefined => {
    if (!file) {
      return staffTexts.documentRequired;
    }
    if (!file.type.startsWith('image/')) {
      return staffTexts.documentNotImage;
    }
    return file.size > MAX_BYTES ? staffTexts.documentTooLarge : undefined;
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
          toast.success(messages.employeeInvited);
          void navigate('/company/employees');
        },
        onError: (error) => {
          const { name, email, ...documents } = error.fields ?? {};
          form.setErrors({ ...(name ? { name } : {}), ...(email ? { email } : {}) });
          setFileErrors(documents);
          // A refused e-mail or file says why (the spec's texts); anything else is the spec's failure text.
          const isUserMistake = error.status >= 400 && error.status < 500;
          toast.danger(isUserMistake ? errorText(error, texts) : messages.employeeAddFailed);
        },
      },
    );
  }, checkFiles);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Add employee</Title>
        <Text c="dimmed">
          Your employee receives an e-mail with a link to create their account. Both documents are kept
          private: only your company and Roteiro's administrators can see them.
        </Text>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <form noValidate onSubmit={handleSubmit}>
            <Stack gap="md">
              <TextInput label="Name" autoComplete="off" {...form.getInputProps('name')} />
              <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
              {EMPLOYEE_DOCUMENTS.map((document) => (
                <DocumentInput
                  key={document}
                  label={employeeDocumentLabels[document]}
                  file={files[document]}
                  error={fileErrors[document] && texts.tx(fileErrors[document])}
                  onChange={(file) => handleFile(document, file)}
                />
              ))}
              <Group justify="flex-end" gap="sm" mt="sm">
                <Button variant="default" component={Link} to="/company/employees">
                  Cancel
                </Button>
                <Button type="submit" loading={addEmployee.isPending}>
                  Add employee
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
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        placeholder="Choose an image"
        accept={IMAGE_TYPES}
        clearable
        value={file ?? null}
        onChange={onChange}
        error={error}
        leftSection={<IconPhoto size={18} aria-hidden />}
        description="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
      />
      {preview && (
        <Image src={preview} alt={`${label} preview`} h={120} w="auto" fit="contain" radius="sm" maw={240} />
      )}
    </Stack>
  );
}
