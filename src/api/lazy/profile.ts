import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileMetadata } from '../../../schemas/generated/api/profile/metadata';
import type { ProfilePhotoResponse } from '../../../schemas/generated/api/profile/photo';
import type { Profile } from '../../../schemas/generated/api/profile/profile';
import type { ProfileUpdate } from '../../../schemas/generated/api/profile/profile-update';
import { apiRequest } from '../client';
import { catalogueKeys } from './catalogue';
import { catalogueItemKeys } from './catalogue-items';

export type { Profile, ProfileMetadata, ProfilePhotoResponse, ProfileUpdate };

/** Keyed by the signed-in user, so another sign-in never sees the last one's profile. */
export const profileKeys = {
  profile: (userId: string) => ['profile', userId, 'detail'] as const,
  metadata: ['profile-metadata'] as const,
};

// Spec 2 §9: profile metadata is cached for 60 minutes; the profile itself is stale after 20 s like other answers.
const METADATA_STALE_MS = 60 * 60_000;
const STALE_MS = 20_000;

export function useProfile(userId: string | null) {
  return useQuery({
    queryKey: profileKeys.profile(userId ?? ''),
    queryFn: ({ signal }) => apiRequest<Profile>('/profile', { signal }),
    staleTime: STALE_MS,
    enabled: userId !== null,
  });
}

export function useProfileMetadata() {
  return useQuery({
    queryKey: profileKeys.metadata,
    queryFn: ({ signal }) => apiRequest<ProfileMetadata>('/profile/profileMetaData', { signal }),
    staleTime: METADATA_STALE_MS,
  });
}

/** What others see of the profile changed: the attendee catalogue's answers are asked for again. */
function refreshAround(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.entity('attendee') });
  void queryClient.invalidateQueries({ queryKey: catalogueItemKeys.entity('attendee') });
}

/** Saves the fields given (`PUT /profile`); the answer is the whole profile as stored. Throws ApiError (400 with paths). */
export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiRequest<Profile>('/profile', { method: 'PUT', body: update }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(userId), profile);
      refreshAround(queryClient);
    },
  });
}

/** Uploads a photo (`PUT /profile/photo`, the file as the body), or removes it with `null`. */
export function useProfilePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob | null) =>
      apiRequest<ProfilePhotoResponse>('/profile/photo', file ? { method: 'PUT', body: file } : { method: 'DELETE' }),
    onSuccess: ({ profileImage }) => {
      queryClient.setQueryData<Profile>(profileKeys.profile(userId), (profile) => profile && { ...profile, profileImage });
      refreshAround(queryClient);
    },
  });
}
