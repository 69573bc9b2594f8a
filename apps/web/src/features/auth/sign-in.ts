import { useMutation } from '@tanstack/react-query';
import type { SignInAnswer, SignInBody } from '@tiraj/domain/contracts';
import { post } from '../../lib/api-client.ts';

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => post<SignInAnswer>('/auth/signin', body),
  });
}
