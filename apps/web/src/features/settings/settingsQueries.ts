import type { TMessageResponse } from '@roteiro/domain/common/responses';
import { messages } from '@roteiro/domain/messages/messages';
import type {
  TChangeEmailRequest,
  TChangeEmailResponse,
  TChangePasswordRequest,
  TConfirmEmailChangeResponse,
  TDeleteAccountRequest,
  TEmailChangeLinkResponse,
  TPhotoResponse,
  TProfile,
  TUpdateProfileRequest,
} from '@roteiro/domain/settings/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { sessionKeys } from '../session/sessionKeys.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  emailChangeLink: (token: string) => [...settingsKeys.all, 'email-change-link', token] as const,
};

export function useProfileQuery() {
  return useQuery({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => api.get<TProfile>('/api/settings/profile', { signal }),
  });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => api.put<TProfile>('/api/settings/profile', body),
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
    mutationFn: (body: TChangeEmailRequest) => api.post<TChangeEmailResponse>('/api/settings/email', body),
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
    queryFn: ({ signal }) =>
      api.get<TEmailChangeLinkResponse>(`/api/settings/email/confirm?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    enabled: token !== '',
    retry: false,
  });
}

export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<TConfirmEmailChangeResponse>('/api/settings/email/confirm', { token }),
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
      return api.post<TPhotoResponse>('/api/settings/photo', body);
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
    mutationFn: (body: TChangePasswordRequest) => api.post<TMessageResponse>('/api/settings/password', body),
  });
}

/** Deletes the account (confirmed, with the current password), then home, signed out, with the spec's message. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) =>
      api.post<TMessageResponse>('/api/settings/account/delete', body),
    onSuccess: async () => {
      // The session is not forgotten here: while the guarded settings page is still on screen, a signed-out
      // session would send us to /login. The layout re-reads the session once /home is shown.
      await navigate('/home', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      toast.success(messages.accountDeleted);
    },
    onError: (error) => toast.danger(error.message),
  });
}
