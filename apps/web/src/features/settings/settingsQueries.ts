import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TDeleteAccountRequest,
  TProfile,
  TUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { sessionKeys } from '../session/sessionKeys.ts';
import { messages } from './settingsTexts.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  emailChangeLink: (token: string) => [...settingsKeys.all, 'email-change-link', token] as const,
};

export function useProfileQuery() {
  return useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => call(settingsApi.profile, { signal }),
  });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => call(settingsApi.updateProfile, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(settingsKeys.profile(), profile);
      // The navbar shows the name, e-mail and photo.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}

/** Asks for a new e-mail: the profile then shows it as pending until its link is opened. */
export function useChangeEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangeEmailRequest) => call(settingsApi.requestEmailChange, { body }),
    onSuccess: ({ pendingEmail }) => {
      queryClient.setQueryData<TProfile>(settingsKeys.profile(), (current) =>
        current ? { ...current, pendingEmail } : current,
      );
    },
  });
}

/** The address an e-mail change link confirms (its page shows it before the button is pressed). */
export function useEmailChangeLinkQuery(token: string) {
  return useQuery({
    queryKey: settingsKeys.emailChangeLink(token),
    queryFn: ({ signal }) => call(settingsApi.emailChangeLink, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(settingsApi.confirmEmailChange, { body: { token } }),
    onSuccess: async () => {
      // The navbar and the settings pages show the e-mail.
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}

export function useUploadPhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      return call(settingsApi.uploadPhoto, { body });
    },
    onSuccess: async ({ image }) => {
      queryClient.setQueryData<TProfile>(settingsKeys.profile(), (current) =>
        current ? { ...current, image } : current,
      );
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => call(settingsApi.changePassword, { body }),
  });
}

/** Deletes the account (confirmed, with the current password), then home, signed out, with the spec's message. */
export function useDeleteAccountMutation() {
  const texts = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) => call(settingsApi.deleteAccount, { body }),
    onSuccess: async () => {
      // The session is not forgotten here: while the guarded settings page is still on screen, a signed-out
      // session would send us to /login. The layout re-reads the session once /home is shown.
      await navigate('/home', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      toast.success(texts.say(messages, 'accountDeleted'));
    },
    onError: (error) => toast.danger(errorText(error, texts)),
  });
}
