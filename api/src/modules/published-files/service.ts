import { FILE_MAX_BYTES, type FileKind, type PublishedFile } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { randomToken } from '../../lib/ids';
import * as q from './queries';

export const FILE_TYPE_REFUSED = 'file_type';
export const FILE_EMPTY = 'file_empty';

/** The type a file really is, read from its first bytes (the name and the sent type are not trusted). */
export function sniffType(data: Buffer): string | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The public address of a published file. */
export const fileUrl = (tag: string) => `/api/public/files/${tag}`;

export function toPublishedFile(row: q.FileListRow): PublishedFile {
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    kind: row.kind as FileKind,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    url: fileUrl(row.tag),
  };
}

export async function listFiles(orm: Orm, customerId: number): Promise<PublishedFile[]> {
  return (await q.filesOf(orm, customerId)).map(toPublishedFile);
}

export async function listPublicFiles(orm: Orm, customerTag: string): Promise<PublishedFile[]> {
  return (await q.publicFilesOf(orm, customerTag)).map(toPublishedFile);
}

export async function uploadFile(orm: Orm, customerId: number, input: { name: string; kind: FileKind; data: unknown }): Promise<PublishedFile> {
  if (!Buffer.isBuffer(input.data) || input.data.length === 0) throw badRequest('The file is empty', { file: [FILE_EMPTY] }, FILE_EMPTY);
  if (input.data.length > FILE_MAX_BYTES) throw new HttpError(413, 'The file is larger than 5 MB', { file: ['too_large'] }, 'too_large');
  const type = sniffType(input.data);
  if (!type) throw new HttpError(415, 'Only PDF, JPEG, PNG and WebP files are published', { file: [FILE_TYPE_REFUSED] }, FILE_TYPE_REFUSED);
  // The stored name ends with the real type's extension, so a download opens with the right program.
  const base = input.name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const name = `${base || 'file'}.${EXTENSIONS[type] ?? 'bin'}`;
  const row = await q.insertFile(orm, { customerId, tag: randomToken(12), name, kind: input.kind, contentType: type, size: input.data.length, data: input.data });
  return toPublishedFile(row);
}

export async function removeFile(orm: Orm, customerId: number, id: number): Promise<void> {
  if (!(await q.deleteFile(orm, customerId, id))) throw notFound(`File ${id} not found`);
}

export async function fileForCustomer(orm: Orm, customerId: number, id: number): Promise<PublishedFile | null> {
  const row = await q.fileOf(orm, customerId, id);
  return row ? toPublishedFile(row) : null;
}

export const publicFile = (orm: Orm, tag: string) => q.fileContent(orm, tag);
