import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {registerChatRoutes} from './chat.js'
import {registerConsoleRoutes} from './console.js'
import {registerDocumentRoutes} from './documents.js'
import {registerDownloadRoutes} from './download.js'
import {registerKeyRoutes} from './keys.js'
import {registerMcpRoutes} from '../mcp/route.js'
import {registerMeRoutes} from './me.js'
import {registerOpenApiRoute} from '../http/openapi.js'
import {registerReportRoutes} from './reports.js'
import {registerRunRoutes} from './runs.js'
import {registerSessionRoutes} from './session.js'
import {registerSpaceRoutes} from './spaces.js'
import {registerUploadRoutes} from './upload.js'

/** Every route module of the service. Each feature area registers its own routes. */
export function registerRoutes(router: Router, app: AppContext): void {
  registerMeRoutes(router, app)
  registerChatRoutes(router, app)
  registerDocumentRoutes(router, app)
  registerSpaceRoutes(router, app)
  registerUploadRoutes(router, app)
  registerSessionRoutes(router, app)
  registerDownloadRoutes(router, app)
  registerReportRoutes(router, app)
  registerRunRoutes(router, app)
  registerOpenApiRoute(router, app)
  registerMcpRoutes(router, app)
  registerKeyRoutes(router, app)
  // Last: the web console's pages at / (their paths are outside /api and /mcp).
  registerConsoleRoutes(router, app)
}
