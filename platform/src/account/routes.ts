import type { FastifyInstance } from "fastify";
import type { Deps } from "../http/deps.js";
import { registrationRoutes } from "./registration-routes.js";
import { loginRoutes } from "./login-routes.js";
import { profileRoutes } from "./profile-routes.js";
import { credentialRoutes } from "./credential-routes.js";
import { recoveryRoutes } from "./recovery-routes.js";

/** The account routes (README.md), one file per concern. */
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  registrationRoutes(app, deps);
  loginRoutes(app, deps);
  profileRoutes(app, deps);
  credentialRoutes(app, deps);
  recoveryRoutes(app, deps);
}
