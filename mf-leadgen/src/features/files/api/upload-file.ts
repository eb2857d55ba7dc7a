import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { FileKind, PublishedFile } from '@erep/shared/schemas';
import { filesKey } from './get-files';

/** Sends the file's bytes as they are; the server checks their type itself. */
export async function uploadFile(tag: string, file: File, kind: FileKind): Promise<PublishedFile> {
  const call = api.postRaw<{ data: PublishedFile }>(`customer/${encodeURIComponent(tag)}/files`, file, {
    query: { name: file.name, kind },
    headers: { 'content-type': 'application/octet-stream' },
  });
  return (await unwrap(call)).data;
}

export function useUploadFile(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: FileKind }) => uploadFile(tag, file, kind),
    onSuccess: () => client.invalidateQueries({ queryKey: filesKey(tag) }),
  });
}
