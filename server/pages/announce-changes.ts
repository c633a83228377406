import type { PageRecord } from '../../schemas/generated/api/pages/page-record';
import type { LiveBus } from '../live/bus';
import type { PageService } from './service';

/**
 * The page service whose writes tell open sessions (`onPagesChanged`) that the page list of the environment changed,
 * so routers and the Pages panel refetch it instead of showing pages that moved or went away.
 */
export function announcingPageChanges(pages: PageService, live: LiveBus): PageService {
  const announce = async (write: Promise<PageRecord>) => {
    const saved = await write;
    live.publish({ type: 'onPagesChanged', data: { env: saved.env } });
    return saved;
  };
  return {
    ...pages,
    create: (request) => announce(pages.create(request)),
    update: (request) => announce(pages.update(request)),
    remove: (request) => announce(pages.remove(request)),
    restore: (request) => announce(pages.restore(request)),
  };
}
