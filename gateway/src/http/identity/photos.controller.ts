import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { photoFiles } from './identity-settings.js';
import { AnswersFile } from '../../docs/doc-decorators.js';
import { errors } from '../../errors.js';

/**
 * GET /api/photos/:key — photo files at unguessable URLs (128-bit random names). A file never
 * changes under its name, so the person's own browser may keep it; deleting a photo deletes the file.
 * `private`: a shared cache (a CDN, a corporate proxy) must not keep serving a deleted
 * photo or a deleted account's photos for the 7 days of max-age.
 */
@Controller('api/photos')
export class PhotosController {
  @Get(':key')
  @AnswersFile(['image/webp'], 'The photo (full size or thumbnail), WebP without metadata.')
  async photo(@Param('key') key: string, @Res() reply: FastifyReply) {
    const bytes = await photoFiles().read(key);
    if (!bytes) throw errors.photoNotFound();
    void reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=604800, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  }
}
