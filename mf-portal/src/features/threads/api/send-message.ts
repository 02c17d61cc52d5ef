import type { threads } from '@agency/contracts';
import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';
import { threadKey } from './get-thread';

/** POST /api/requests/{id}/thread — the client's new message; the answer is the message as stored. */
export function sendMessage(id: number, message: threads.NewMessage) {
  return callEndpoint('POST /api/requests/:id/thread', { params: { id }, body: message });
}

/** Sends a message; it shows at once at the end of the thread, and the next poll brings the thread as stored. */
export function useSendMessage(id: number) {
  return useApiMutation({
    mutationFn: (message: threads.NewMessage) => sendMessage(id, message),
    onSuccess: (message) => {
      queryClient.setQueryData<threads.Thread>(threadKey(id), (thread) =>
        thread ? { ...thread, messages: [...thread.messages.filter((m) => m.id !== message.id), message] } : thread,
      );
      void invalidateApi('threads/unread');
    },
  });
}
