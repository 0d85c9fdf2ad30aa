import * as m0001 from "./0001_init.js";
import * as m0002 from "./0002_catalogue.js";
import * as m0003 from "./0003_accounts.js";
import * as m0004 from "./0004_cart.js";
import * as m0005 from "./0005_pharmacy.js";
import * as m0006 from "./0006_order.js";
import * as m0007 from "./0007_payment_documents.js";
import * as m0008 from "./0008_contact_poll.js";
import * as m0009 from "./0009_job_lease.js";
import * as m0010 from "./0010_loyalty_pin.js";
import * as m0011 from "./0011_newsletter_opt_in_mail.js";
import * as m0012 from "./0012_customer_wishlist.js";
import * as m0013 from "./0013_customer_double_opt_in.js";
import * as m0014 from "./0014_sequence_number_indexes.js";
import * as m0015 from "./0015_mail_outbox_later.js";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Ordered list of migrations. They are TS modules (not .sql files) so tsx, vitest and a
 * tsc build all ship them without a copy step. Append new files; never edit applied ones.
 */
export const migrations: Migration[] = [{ version: 1, ...m0001 }, { version: 2, ...m0002 }, { version: 3, ...m0003 }, { version: 4, ...m0004 }, { version: 5, ...m0005 }, { version: 6, ...m0006 }, { version: 7, ...m0007 }, { version: 8, ...m0008 }, { version: 9, ...m0009 }, { version: 10, ...m0010 }, { version: 11, ...m0011 }, { version: 12, ...m0012 }, { version: 13, ...m0013 }, { version: 14, ...m0014 }, { version: 15, ...m0015 }];
