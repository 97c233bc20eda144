/**
 * The simulated people: visitors reading pages (and counting a view as the article page's island
 * does), and members who register with an e-mailed code, log in, like and collect articles, follow
 * tags (at most 10), comment (held for moderation), like others' comments and read their counts.
 * Every write goes in the ledger with its outcome.
 */
// The parts: reliability/site.mjs (password, tag limit, helpers, the site's content, mailed codes),
// reliability/member.mjs (a member, registering, logging in), reliability/loops.mjs (the loops).
export {
	PASSWORD,
	TAG_LIMIT,
	sleep,
	pick,
	catalogue,
	codeFromMail,
} from './site.mjs';
export { Member, register, logIn } from './member.mjs';
export { visitor, memberLoop, learnerLoop } from './loops.mjs';
