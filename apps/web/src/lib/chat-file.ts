import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError, sessionToken } from './api-client.ts';

/**
 * A chat file, for the dashboard and the point of sale alike: the message's signed link
 * (`files/<expires>-<signature>/<key>`, which opens without a token for 10–15 minutes). It still
 * goes with the session's bearer token, so a thread left open longer than its links keeps
 * opening its files (the server serves a party whatever the link's age).
 */
export async function fetchChatFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionToken();
  const response = await fetch(`/${path.replace(/^\//, '')}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok)
    throw new ApiError(response.status, `The file could not be loaded (${response.status}).`);
  return response.blob();
}

/**
 * What names a chat file whatever link reaches it: its key, the path's last part. A thread fetched
 * again carries fresh links (a new expiry every five minutes) to the same files, which are not
 * fetched again for that.
 */
export const chatFileKey = (path: string) => path.split('/').pop() ?? path;

/**
 * The file as an object URL to show or play, released when it changes or the screen goes.
 * `enabled: false` waits (a voice message is fetched only when asked for).
 */
export function useChatFile(path: string, enabled = true) {
  const file = useQuery({
    // Inside the chat's key (lib/queries/chat-sellers.ts), as the dashboard had it: refreshing the chat refreshes its files.
    queryKey: ['chat', 'file', chatFileKey(path)],
    queryFn: ({ signal }) => fetchChatFile(path, signal),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: file.isError, pending: file.isPending };
}

/** A file that is neither image nor voice: saved under the name it was sent with. */
export async function downloadChatFile(path: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await fetchChatFile(path));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  // The browser has started the download by then; the blob is let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
