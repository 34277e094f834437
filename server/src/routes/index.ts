import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {registerMeRoutes} from './me.js'

/** Every route module of the service. Each feature area registers its own routes. */
export function registerRoutes(router: Router, app: AppContext): void {
  registerMeRoutes(router, app)
}
