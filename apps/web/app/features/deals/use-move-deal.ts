// Moving a deal (PUT /deals/{id}/stage): a mutation (so the portal rechecks the session after a 401
// or 403), its answer written through the cache policy with the deal's new version.
import { useMutation } from '@tanstack/react-query';
import { useCachePolicy } from '../../portal/cache-policy';
import { moveDeal, type StageMoveBody } from './deals-api';

export function useMoveDeal() {
  const cache = useCachePolicy();
  const call = useMutation({
    mutationFn: ({ id, body, ifMatch }: { id: string; body: StageMoveBody; ifMatch?: string | null }) =>
      moveDeal(id, body, ifMatch),
  });
  return async (id: string, body: StageMoveBody, ifMatch?: string | null) => {
    const { data, etag } = await call.mutateAsync({ id, body, ifMatch });
    await cache.dealMoved(id, data, etag);
    return data;
  };
}
