<?php
/**
 * The bi-weekly e-mail digest.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Mail\Digest\Links;
use Mvc\Core\Mail\Digest\Recipients;
use Mvc\Core\Mail\Digest\Runner;
use Mvc\Core\Mail\Digest\RunState;
use Mvc\Core\Mail\Digest\Selection;
use Mvc\Core\Module;
use WP_Post;
use WP_Term;
use WP_User;

/**
 * The bi-weekly digest's face: its constants, hooks and the calls other code makes. The work is in
 * Mail\Digest\: Runner (start, batches, delivery), RunState (period, state, progress), Recipients,
 * Selection (the articles) and Links (unsubscribe links and their tokens).
 * A member's digest is claimed in DigestLog before it is put together: a run that died after the
 * claim marks it failed and does not send it, since a second copy is worse than a late one (the
 * articles come in the next one). Periods, batches, the lease and the crash path:
 * docs/features/digest.md; the measured run: docs/performance.md, "The digest and member jobs".
 */
final class Digest implements Module {

	public const HOOK       = 'mvc_digest';
	public const BATCH_HOOK = 'mvc_digest_batch';
	public const SCHEDULE   = 'mvc_fortnightly';

	/**
	 * The unsubscribe link's route in the `api` namespace (Rest\DigestController answers it).
	 */
	public const UNSUBSCRIBE_ROUTE = '/member/digest/unsubscribe';

	/**
	 * The run's state: array{period: string, cursor: int, started: int, finished: int}.
	 */
	public const STATE_OPTION = 'mvc_digest_state';

	/**
	 * The member's secret of the unsubscribe link (random, kept in user meta).
	 */
	public const META_KEY = 'mvc_digest_key';

	/**
	 * Days of a period, and of the first digest's window.
	 */
	public const DAYS = 14;

	/**
	 * The first day of the first period (a Monday).
	 */
	public const EPOCH = '2024-01-01';

	/**
	 * Articles in one digest at most.
	 */
	public const LIMIT = 20;

	/**
	 * Members per chunk (one keyset read of the index, one save of the cursor).
	 */
	public const BATCH = 50;

	/**
	 * Seconds a batch event goes on starting chunks: a wp-cron.php request of about 90 s, within the
	 * 120 s PHP and nginx limits (a chunk takes a few seconds); bin/cron-runner.sh calls again a
	 * second after a call that outlasted its interval, so batches follow each other back to back.
	 */
	public const BUDGET = 90;

	/**
	 * Seconds after a batch starts when the next one runs if this one died.
	 */
	public const LEASE = 15 * MINUTE_IN_SECONDS;

	/**
	 * Seconds before a start that found a batch running tries again.
	 */
	public const RETRY = 5 * MINUTE_IN_SECONDS;

	/**
	 * The named lock one batch (or start) at a time holds.
	 */
	public const LOCK = 'digest-batch';

	/**
	 * Seconds the lock lives (Security\Lock): a batch of BATCH mails ends well within it, and the
	 * lock of a batch whose PHP died has expired when the watchdog batch comes LEASE seconds later.
	 */
	public const LOCK_TTL = self::LEASE - MINUTE_IN_SECONDS;

	/**
	 * Seconds after which a claim left by a stopped run counts as abandoned. Shorter than LEASE, so
	 * the resumed batch finds the claim of the member it died on abandoned.
	 */
	public const STALE = 5 * MINUTE_IN_SECONDS;

	/**
	 * Most posts read for a chunk's window (chunk_articles()); a member whose digest may reach past
	 * them is read alone (articles()).
	 */
	public const WINDOW = 2000;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'cron_schedules', array( self::class, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected -- 14 days, above the 15-minute floor.
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'start' ) );
		add_action( self::BATCH_HOOK, array( $this, 'batch' ) );
	}

	/**
	 * `cron_schedules`: every 14 days.
	 *
	 * @param mixed $schedules Schedules.
	 * @return mixed
	 */
	public static function add_schedule( $schedules ) {
		if ( is_array( $schedules ) ) {
			$schedules[ self::SCHEDULE ] = array(
				'interval' => self::DAYS * DAY_IN_SECONDS,
				'display'  => __( 'Every 14 days', 'mvc-core' ),
			);
		}
		return $schedules;
	}

	/**
	 * Schedules the recurring event when it is missing (on the first request after the plugin is
	 * activated or updated, and after an operator removed it).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, self::SCHEDULE, self::HOOK );
		}
	}

	/**
	 * The period a time belongs to (RunState::period()).
	 *
	 * @param int $now Unix time.
	 */
	public static function period( int $now ): string {
		return RunState::period( $now );
	}

	/**
	 * The run's state, or null before the first run (RunState::state()).
	 *
	 * @return array{period: string, cursor: int, started: int, finished: int}|null
	 */
	public static function state(): ?array {
		return RunState::state();
	}

	/**
	 * The recurring event (Runner::start()).
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds the first batch goes on (BUDGET when null; 0: one chunk).
	 * @return int Digests sent by the first batch.
	 */
	public function start( ?int $now = null, ?int $budget = null ): int {
		return ( new Runner() )->start( $now, $budget );
	}

	/**
	 * The batch event (Runner::batch()).
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds to go on (BUDGET when null).
	 * @return int Digests sent.
	 */
	public function batch( ?int $now = null, ?int $budget = null ): int {
		return ( new Runner() )->batch( $now, $budget );
	}

	/**
	 * The digest of one member for a period (Runner::deliver()).
	 *
	 * @param int                                                  $user_id Member id.
	 * @param string                                               $period  The period.
	 * @param int                                                  $now     Unix time.
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}>|null $groups  The member's articles, or null.
	 * @return string|null The row's new status, or null when nothing was done.
	 */
	public function deliver( int $user_id, string $period, int $now, ?array $groups = null ): ?string {
		return ( new Runner() )->deliver( $user_id, $period, $now, $groups );
	}

	/**
	 * Whether a member gets the digest (Recipients::is_recipient()).
	 *
	 * @param WP_User $user User.
	 */
	public static function is_recipient( WP_User $user ): bool {
		return Recipients::is_recipient( $user );
	}

	/**
	 * Whether a member's digest is switched on (Recipients::is_on()).
	 *
	 * @param int $user_id Member id.
	 */
	public static function is_on( int $user_id ): bool {
		return Recipients::is_on( $user_id );
	}

	/**
	 * Where a member's next digest starts (Selection::since()).
	 *
	 * @param int $user_id Member id.
	 * @param int $now     Unix time.
	 */
	public static function since( int $user_id, int $now ): int {
		return Selection::since( $user_id, $now );
	}

	/**
	 * A member's articles in a window (Selection::articles()).
	 *
	 * @param int $user_id Member id.
	 * @param int $since   Unix time (excluded).
	 * @param int $until   Unix time (included).
	 * @return list<array{tag: WP_Term, posts: list<WP_Post>}>
	 */
	public static function articles( int $user_id, int $since, int $until ): array {
		return Selection::articles( $user_id, $since, $until );
	}

	/**
	 * The articles of a chunk's members (Selection::chunk_articles()).
	 *
	 * @param int[] $members Member ids.
	 * @param int   $until   Unix time (included).
	 * @param int   $most    Most posts of the window.
	 * @phpstan-param list<int> $members
	 * @return array<int, list<array{tag: WP_Term, posts: list<WP_Post>}>> Member id => groups.
	 */
	public static function chunk_articles( array $members, int $until, int $most = self::WINDOW ): array {
		return Selection::chunk_articles( $members, $until, $most );
	}

	/**
	 * Articles in some groups (Selection::count()).
	 *
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}> $groups Groups.
	 */
	public static function count( array $groups ): int {
		return Selection::count( $groups );
	}

	/**
	 * The address of a member's unsubscribe link (Links::unsubscribe_url()).
	 *
	 * @param int $user_id Member id.
	 */
	public static function unsubscribe_url( int $user_id ): string {
		return Links::unsubscribe_url( $user_id );
	}

	/**
	 * The unsubscribe link of an operator's test send (Links::test_unsubscribe_url()).
	 *
	 * @param int $operator_id The operator the test goes to.
	 */
	public static function test_unsubscribe_url( int $operator_id ): string {
		return Links::test_unsubscribe_url( $operator_id );
	}

	/**
	 * Whether a token is a test send's (Links::is_test_token()).
	 *
	 * @param string $token Token from a link.
	 */
	public static function is_test_token( string $token ): bool {
		return Links::is_test_token( $token );
	}

	/**
	 * The unsubscribe route's address without a token (Links::unsubscribe_action()).
	 */
	public static function unsubscribe_action(): string {
		return Links::unsubscribe_action();
	}

	/**
	 * A member's unsubscribe token (Links::token()).
	 *
	 * @param int $user_id Member id.
	 */
	public static function token( int $user_id ): string {
		return Links::token( $user_id );
	}

	/**
	 * The member an unsubscribe token names, or null (Links::member_of_token()).
	 *
	 * @param string $token Token from a link.
	 */
	public static function member_of_token( string $token ): ?WP_User {
		return Links::member_of_token( $token );
	}

	/**
	 * Turns the digest of a token's member off (Links::unsubscribe()).
	 *
	 * @param string $token Token from a link.
	 */
	public static function unsubscribe( string $token ): ?WP_User {
		return Links::unsubscribe( $token );
	}

	/**
	 * Ids of users with the digest switched on, after an id (Recipients::after()).
	 *
	 * @param int $after Only ids above this.
	 * @param int $limit Most ids.
	 * @return list<int>
	 */
	public static function members_after( int $after, int $limit ): array {
		return Recipients::after( $after, $limit );
	}

	/**
	 * Users with the digest switched on (Recipients::total()).
	 */
	public static function recipients_total(): int {
		return Recipients::total();
	}

	/**
	 * Users with the digest switched on up to an id (Recipients::until()).
	 *
	 * @param int $cursor The last member handled.
	 */
	public static function recipients_until( int $cursor ): int {
		return Recipients::until( $cursor );
	}

	/**
	 * The run's progress for the operators' screen (RunState::progress()).
	 *
	 * @param int|null $now Unix time (the current time when null).
	 * @return array{period: string, started: int, finished: int, total: int, handled: int, sent: int, empty: int, failed: int, claimed: int, per_minute: float, minutes_left: int|null}|null
	 */
	public static function progress( ?int $now = null ): ?array {
		return RunState::progress( $now );
	}
}
