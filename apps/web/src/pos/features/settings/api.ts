import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';

/** POST /auth/signout: revokes this device's session on the server. */
export const signOut = () => post<{ success: true }>('/auth/signout');

export const useSignOut = () => useMutation({ mutationFn: signOut });
