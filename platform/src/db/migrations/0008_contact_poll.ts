/**
 * Editorial polls (issue 8): one vote per poll and voter. A poll is defined by its CMS slot
 * (config pollId + options); only the votes live here. The voter is the context token, or the
 * customer once logged in (so a login does not grant a second vote). Contact-form messages are not
 * stored: they are mails (mail_outbox) to the shop and to the sender.
 */
export const name = "contact_poll";

export const sql = /* sql */ `
CREATE TABLE poll_vote (
  poll_id TEXT NOT NULL,
  -- "token:<context token>" or "customer:<customer id>"
  voter_key TEXT NOT NULL,
  option_id TEXT NOT NULL,
  sales_channel_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (poll_id, voter_key)
);
CREATE INDEX poll_vote_option ON poll_vote (poll_id, option_id);
`;
