<?php
/**
 * The bi-weekly e-mail digest.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use DateTimeImmutable;
use Mvc\Core\Api;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Module;
use Mvc\Core\Security\Lock;
use PHPMailer\PHPMailer\PHPMailer;
use WP_Post;
use WP_Query;
use WP_Term;
use WP_User;

/**
 * Every 14 days (the WP-Cron event HOOK, on the schedule SCHEDULE) each member with the digest
 * switched on (Profile::META_DIGEST) and a verified address gets the public articles of the tags
 * they follow published since their last digest (the first one: the last 14 days), at most LIMIT,
 * newest first, grouped by tag in the member's order. A member with nothing new gets no mail.
 *
 * A run belongs to a period: the first day of the fortnight it runs in (fortnights counted from
 * EPOCH in the site's time zone), so two runs in one fortnight are one period. Members are handled
 * in chunks of BATCH, by ascending id, under a named lock, and a batch event handles chunk after
 * chunk for BUDGET seconds (back to back: 60,000 members take well under an hour, not one chunk a
 * WP-Cron minute). The chunk's members come from the digest index of Admin\MemberIndex (`digest =
 * 1 AND user_id > cursor ORDER BY user_id LIMIT BATCH`: a range of the index, never a scan of every
 * member), their users and meta are loaded in two queries, and their mails share one SMTP
 * connection (PHPMailer's SMTPKeepAlive, closed when the batch ends). The run's state (period, last
 * member handled, the run's total) is the option STATE_OPTION, saved after each chunk. Before a
 * batch starts, the next batch event (BATCH_HOOK) is scheduled LEASE seconds later: if PHP dies in
 * the batch, that event resumes the run from the last chunk saved (the members of the chunk it died
 * in that were handled already have their row and are skipped); if the batch ends, the next batch
 * is moved to now, or removed when every member was handled.
 *
 * Each member's digest of a period is claimed in DigestLog before it is put together, and marked
 * after. A run that stopped between the claim and the mark leaves the row claimed; the resumed run
 * marks it failed and does not send it: whether the mail left is unknown, and a second copy is
 * worse than a late one. Nothing is lost: the next digest starts where the last sent one ended, so
 * its articles come in the next period. Failed rows are counted on the operators' screen
 * (Admin\DigestPage); a mail the SMTP server refused is marked failed too.
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
	 * The period a time belongs to: the first day (Y-m-d) of its fortnight, in the site's time zone.
	 *
	 * @param int $now Unix time.
	 */
	public static function period( int $now ): string {
		$zone  = wp_timezone();
		$epoch = new DateTimeImmutable( self::EPOCH, $zone );
		$day   = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( $zone )->setTime( 0, 0 );
		$days  = (int) $epoch->diff( $day )->format( '%r%a' );
		$start = $days - ( ( ( $days % self::DAYS ) + self::DAYS ) % self::DAYS );
		return $epoch->modify( ( $start >= 0 ? '+' : '' ) . $start . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * The run's state, or null before the first run.
	 *
	 * @return array{period: string, cursor: int, started: int, finished: int}|null
	 */
	public static function state(): ?array {
		$state = get_option( self::STATE_OPTION );
		if ( ! is_array( $state ) || ! isset( $state['period'] ) ) {
			return null;
		}
		return array(
			'period'   => (string) $state['period'],
			'cursor'   => (int) ( $state['cursor'] ?? 0 ),
			'started'  => (int) ( $state['started'] ?? 0 ),
			'finished' => (int) ( $state['finished'] ?? 0 ),
		);
	}

	/**
	 * The recurring event: starts the period of now and runs its first batch. A period that was
	 * started already is not started again (its run goes on, or has ended). The switch happens under
	 * the batches' lock, so a batch of the previous run still going cannot save its state over the
	 * new one; while one holds the lock, the event is tried again a few minutes later.
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds the first batch goes on (BUDGET when null; 0: one chunk).
	 * @return int Digests sent by the first batch.
	 */
	public function start( ?int $now = null, ?int $budget = null ): int {
		$now  = $now ?? time();
		$sent = Lock::run(
			self::LOCK,
			function () use ( $now, $budget ): int {
				$period = self::period( $now );
				$state  = self::state();
				if ( ! $state || $state['period'] !== $period ) {
					self::save(
						array(
							'period'   => $period,
							'cursor'   => 0,
							'started'  => $now,
							'finished' => 0,
							'total'    => self::recipients_total(),
						)
					);
				}
				return $this->locked_batch( $now, $budget ?? self::BUDGET );
			},
			0,
			self::LOCK_TTL
		);
		if ( null === $sent ) {
			wp_schedule_single_event( $now + self::RETRY, self::HOOK );
			return 0;
		}
		return $sent;
	}

	/**
	 * Handles chunks of BATCH members of the current run for $budget seconds (the batch event: BUDGET;
	 * 0: one chunk). Does nothing while another batch runs or when the run has ended.
	 *
	 * @param int|null $now    Unix time (the current time when null).
	 * @param int|null $budget Seconds to go on (BUDGET when null).
	 * @return int Digests sent.
	 */
	public function batch( ?int $now = null, ?int $budget = null ): int {
		$sent = Lock::run( self::LOCK, fn(): int => $this->locked_batch( $now ?? time(), $budget ?? self::BUDGET ), 0, self::LOCK_TTL );
		return (int) $sent;
	}

	/**
	 * One batch, under the lock: chunks back to back until the budget is spent or every member was
	 * handled, on one kept-alive SMTP connection.
	 *
	 * @param int $now    Unix time.
	 * @param int $budget Seconds to go on starting chunks (0: one chunk).
	 * @return int Digests sent.
	 */
	private function locked_batch( int $now, int $budget ): int {
		$state = self::state();
		if ( ! $state || $state['finished'] ) {
			return 0;
		}
		// Resumes the run if this process dies before the end of the batch.
		self::schedule_batch( $now + self::LEASE );
		$deadline = microtime( true ) + max( 0, $budget );
		$sent     = 0;
		$keep     = static function ( PHPMailer $mailer ): void {
			$mailer->SMTPKeepAlive = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
		};
		add_action( 'phpmailer_init', $keep, 99 );
		DigestMail::keep( true );
		try {
			do {
				$members  = self::members_after( $state['cursor'], self::BATCH );
				$selected = array();
				if ( $members ) {
					// The chunk's users and their meta: two queries, not two a member.
					cache_users( $members );
					// Their tags, last digests and articles: a few set queries for the whole chunk.
					$selected = self::chunk_articles( $members, $now );
				}
				foreach ( $members as $user_id ) {
					if ( DigestLog::SENT === $this->deliver( $user_id, $state['period'], $now, $selected[ $user_id ] ?? array() ) ) {
						++$sent;
					}
					$state['cursor'] = $user_id;
				}
				DigestMail::forget();
				$done = count( $members ) < self::BATCH;
				if ( $done ) {
					$state['finished'] = $now;
				}
				self::save( $state );
			} while ( ! $done && microtime( true ) < $deadline );
		} finally {
			remove_action( 'phpmailer_init', $keep, 99 );
			DigestMail::keep( false );
			self::close_smtp();
		}//end try
		if ( $done ) {
			wp_clear_scheduled_hook( self::BATCH_HOOK );
		} else {
			self::schedule_batch( $now );
		}
		return $sent;
	}

	/**
	 * Closes the SMTP connection a batch kept alive (wp_mail()'s PHPMailer is one object a request).
	 */
	private static function close_smtp(): void {
		global $phpmailer;
		if ( $phpmailer instanceof PHPMailer ) {
			$phpmailer->SMTPKeepAlive = false; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's API.
			$phpmailer->smtpClose();
		}
	}

	/**
	 * The digest of one member for a period: claimed, put together, sent, and marked.
	 *
	 * @param int                                                  $user_id Member id.
	 * @param string                                               $period  The period.
	 * @param int                                                  $now     Unix time (the end of the digest's window).
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}>|null $groups  The member's articles when read
	 *                                                                      already for the chunk (chunk_articles()); null: read here.
	 * @return string|null The row's new status (DigestLog::SENT, EMPTY or FAILED), or null when
	 *                     nothing was done (not a recipient, or handled already).
	 */
	public function deliver( int $user_id, string $period, int $now, ?array $groups = null ): ?string {
		$user = get_userdata( $user_id );
		if ( ! $user || ! self::is_recipient( $user ) ) {
			return null;
		}
		if ( ! DigestLog::claim( $user_id, $period, $now ) ) {
			// Handled already; or claimed by a run that stopped: not sent twice.
			return DigestLog::fail_stale( $user_id, $period, $now - self::STALE ) ? DigestLog::FAILED : null;
		}
		$groups = $groups ?? self::articles( $user_id, self::since( $user_id, $now ), $now );
		$count  = self::count( $groups );
		if ( 0 === $count ) {
			DigestLog::mark( $user_id, $period, DigestLog::EMPTY );
			return DigestLog::EMPTY;
		}
		$status = DigestMail::send( $user, $groups, self::unsubscribe_url( $user_id ) ) ? DigestLog::SENT : DigestLog::FAILED;
		DigestLog::mark( $user_id, $period, $status, $count );
		return $status;
	}

	/**
	 * Whether a member gets the digest: a member, with the switch on and a real, verified address
	 * (Profile::has_verified_email(): not empty, not a .invalid placeholder).
	 *
	 * @param WP_User $user User.
	 */
	public static function is_recipient( WP_User $user ): bool {
		return in_array( Role::NAME, $user->roles, true )
			&& self::is_on( $user->ID )
			&& Profile::has_verified_email( $user->ID );
	}

	/**
	 * Where a member's next digest starts: the end of the last one sent, else DAYS days ago.
	 *
	 * @param int $user_id Member id.
	 * @param int $now     Unix time.
	 */
	public static function since( int $user_id, int $now ): int {
		return DigestLog::last_sent_at( $user_id ) ?? $now - self::DAYS * DAY_IN_SECONDS;
	}

	/**
	 * The public articles of the member's tags published after $since and up to $until, at most
	 * LIMIT, newest first, grouped by tag in the member's order (an article under the first of the
	 * member's tags it carries).
	 *
	 * @param int $user_id Member id.
	 * @param int $since   Unix time (excluded).
	 * @param int $until   Unix time (included).
	 * @return list<array{tag: WP_Term, posts: list<WP_Post>}>
	 */
	public static function articles( int $user_id, int $since, int $until ): array {
		$tags = ( new TagSubscriptions() )->for_user( $user_id );
		if ( ! $tags ) {
			return array();
		}
		$query = new WP_Query(
			array(
				'post_type'              => 'post',
				'post_status'            => 'publish',
				'has_password'           => false,
				'tag__in'                => $tags,
				'date_query'             => array(
					array(
						'column' => 'post_date_gmt',
						'after'  => gmdate( 'Y-m-d H:i:s', $since ),
					),
					array(
						'column'    => 'post_date_gmt',
						'before'    => gmdate( 'Y-m-d H:i:s', $until ),
						'inclusive' => true,
					),
				),
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'         => self::LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 20, the digest's size.
				'ignore_sticky_posts'    => true,
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
			)
		);
		return self::group( $tags, array_values( array_filter( $query->posts, static fn( $post ): bool => $post instanceof WP_Post ) ) );
	}

	/**
	 * Most posts read for a chunk's window (chunk_articles()); a member whose digest may reach past
	 * them is read alone (articles()).
	 */
	public const WINDOW = 2000;

	/**
	 * The articles of a chunk's members (what articles() gives each, from each one's since()), in a
	 * few set queries for the whole chunk instead of about six a member: their tags (one query),
	 * the ends of their last digests (one), the public posts published in the chunk's widest
	 * window, newest first (one range of wp_posts' type_status_date index, at most WINDOW), those
	 * posts with their terms (two, cached for the batch's next chunks). Each member's selection is
	 * then made in PHP with articles()' rules: after their own since, carrying one of their tags, at
	 * most LIMIT, newest first. When the window held WINDOW posts and a member got fewer than LIMIT,
	 * older posts could belong to them: that member is read alone by articles(), so the result is
	 * always articles()' own.
	 *
	 * @param int[] $members Member ids.
	 * @param int   $until   Unix time (included).
	 * @param int   $most    Most posts of the window (WINDOW; smaller in tests).
	 * @phpstan-param list<int> $members
	 * @return array<int, list<array{tag: WP_Term, posts: list<WP_Post>}>> Member id => groups.
	 */
	public static function chunk_articles( array $members, int $until, int $most = self::WINDOW ): array {
		global $wpdb;
		$out = array_fill_keys( $members, array() );
		if ( ! $members ) {
			return $out;
		}
		$ids   = implode( ',', array_map( 'intval', $members ) );
		$table = Tables::tag_subscriptions();
		$tags  = array();
		$rows  = $wpdb->get_results( "SELECT user_id, term_id FROM {$table} WHERE user_id IN ({$ids}) ORDER BY user_id, position, id" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, integer ids; the chunk's tags, exact.
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$tags[ (int) $row->user_id ][] = (int) $row->term_id;
		}
		if ( ! $tags ) {
			return $out;
		}
		$last  = DigestLog::last_sent_many( array_keys( $tags ) );
		$since = array();
		foreach ( array_keys( $tags ) as $user_id ) {
			$since[ $user_id ] = $last[ $user_id ] ?? $until - self::DAYS * DAY_IN_SECONDS;
		}
		$from = min( $since );
		// post_date (the index's column) within a day of post_date_gmt whatever the site's zone; the
		// exact window is post_date_gmt's.
		$window = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the chunk's window, exact.
			$wpdb->prepare(
				"SELECT ID, post_date_gmt FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND post_date > %s AND post_date <= %s AND post_date_gmt > %s AND post_date_gmt <= %s AND post_password = '' ORDER BY post_date DESC, ID DESC LIMIT %d",
				gmdate( 'Y-m-d H:i:s', $from - DAY_IN_SECONDS ),
				gmdate( 'Y-m-d H:i:s', $until + DAY_IN_SECONDS ),
				gmdate( 'Y-m-d H:i:s', $from ),
				gmdate( 'Y-m-d H:i:s', $until ),
				$most
			)
		);
		$window = is_array( $window ) ? $window : array();
		$full   = count( $window ) >= $most;
		$posts  = array_map( static fn( $row ): int => (int) $row->ID, $window );
		if ( $posts ) {
			_prime_post_caches( $posts, true, false );
			update_object_term_cache( $posts, 'post' );
		}
		$own = array();
		foreach ( $posts as $post_id ) {
			$own[ $post_id ] = self::tag_ids( $post_id );
		}
		foreach ( $tags as $user_id => $list ) {
			$after  = gmdate( 'Y-m-d H:i:s', $since[ $user_id ] );
			$follow = array_flip( $list );
			$chosen = array();
			foreach ( $window as $row ) {
				if ( (string) $row->post_date_gmt <= $after || ! self::carries( $own[ (int) $row->ID ], $follow ) ) {
					continue;
				}
				$post = get_post( (int) $row->ID );
				if ( $post instanceof WP_Post ) {
					$chosen[] = $post;
				}
				if ( count( $chosen ) >= self::LIMIT ) {
					break;
				}
			}
			$out[ $user_id ] = $full && count( $chosen ) < self::LIMIT
				? self::articles( $user_id, $since[ $user_id ], $until )
				: self::group( $list, $chosen );
		}
		return $out;
	}

	/**
	 * The tag ids of a post, from the term cache's ids (no term objects built: chunk_articles() asks
	 * for hundreds of posts a chunk), else get_the_terms().
	 *
	 * @param int $post_id Post id.
	 * @return list<int>
	 */
	private static function tag_ids( int $post_id ): array {
		$cached = wp_cache_get( $post_id, 'post_tag_relationships' );
		if ( is_array( $cached ) ) {
			return array_map( 'intval', $cached );
		}
		$terms = get_the_terms( $post_id, 'post_tag' );
		return is_array( $terms ) ? array_map( static fn( WP_Term $term ): int => $term->term_id, $terms ) : array();
	}

	/**
	 * Whether a post's tags hold one of a member's.
	 *
	 * @param int[]           $own    The post's tag ids.
	 * @param array<int, int> $follow The member's tag ids as keys.
	 * @phpstan-param list<int> $own
	 */
	private static function carries( array $own, array $follow ): bool {
		foreach ( $own as $tag_id ) {
			if ( isset( $follow[ $tag_id ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Posts grouped by tag in the member's order (a post under the first of the member's tags it carries).
	 *
	 * @param int[]     $tags  The member's tag ids, in their order.
	 * @param WP_Post[] $posts Posts, newest first.
	 * @phpstan-param list<int> $tags
	 * @phpstan-param list<WP_Post> $posts
	 * @return list<array{tag: WP_Term, posts: list<WP_Post>}>
	 */
	private static function group( array $tags, array $posts ): array {
		$groups = array();
		foreach ( $posts as $post ) {
			$own = self::tag_ids( $post->ID );
			foreach ( $tags as $tag_id ) {
				if ( in_array( $tag_id, $own, true ) ) {
					$groups[ $tag_id ][] = $post;
					break;
				}
			}
		}
		$ordered = array();
		foreach ( $tags as $tag_id ) {
			$term = isset( $groups[ $tag_id ] ) ? get_term( $tag_id, 'post_tag' ) : null;
			if ( $term instanceof WP_Term ) {
				$ordered[] = array(
					'tag'   => $term,
					'posts' => $groups[ $tag_id ],
				);
			}
		}
		return $ordered;
	}

	/**
	 * Articles in some groups.
	 *
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}> $groups Groups.
	 */
	public static function count( array $groups ): int {
		return array_sum( array_map( static fn( array $group ): int => count( $group['posts'] ), $groups ) );
	}

	/**
	 * The address of a member's unsubscribe link (and of the one-click POST).
	 *
	 * @param int $user_id Member id.
	 */
	public static function unsubscribe_url( int $user_id ): string {
		return add_query_arg( 'token', rawurlencode( self::token( $user_id ) ), self::unsubscribe_action() );
	}

	/**
	 * The unsubscribe link of an operator's test send (Admin\DigestPage): a token that names no
	 * member (`test-{operator id}.{HMAC}`), which the unsubscribe route answers with "a test: nothing
	 * changed" and never reads as a member's (member_of_token() refuses it).
	 *
	 * @param int $operator_id The operator the test goes to.
	 */
	public static function test_unsubscribe_url( int $operator_id ): string {
		return add_query_arg( 'token', rawurlencode( 'test-' . $operator_id . '.' . self::test_mac( $operator_id ) ), self::unsubscribe_action() );
	}

	/**
	 * Whether a token is a test send's (test_unsubscribe_url()), signed by this site.
	 *
	 * @param string $token Token from a link.
	 */
	public static function is_test_token( string $token ): bool {
		return 1 === preg_match( '/^test-([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts )
			&& hash_equals( self::test_mac( (int) $parts[1] ), $parts[2] );
	}

	/**
	 * The HMAC of a test token.
	 *
	 * @param int $operator_id Operator id.
	 */
	private static function test_mac( int $operator_id ): string {
		return hash_hmac( 'sha256', 'digest-test|' . $operator_id, wp_salt( 'auth' ) );
	}

	/**
	 * The unsubscribe route's address without a token (the unsubscribe page's form posts to it).
	 */
	public static function unsubscribe_action(): string {
		return Api::url( self::UNSUBSCRIBE_ROUTE );
	}

	/**
	 * A member's unsubscribe token: the id and an HMAC of the id and the member's own random key
	 * (made on first use) under the site's secret. Every mail's link keeps working; deleting the key
	 * revokes them all.
	 *
	 * @param int $user_id Member id.
	 */
	public static function token( int $user_id ): string {
		$key = (string) get_user_meta( $user_id, self::META_KEY, true );
		if ( '' === $key ) {
			$key = bin2hex( random_bytes( 16 ) );
			update_user_meta( $user_id, self::META_KEY, $key );
		}
		return $user_id . '.' . self::mac( $user_id, $key );
	}

	/**
	 * The member an unsubscribe token names, or null for a token that is not one.
	 *
	 * @param string $token Token from a link.
	 */
	public static function member_of_token( string $token ): ?WP_User {
		if ( 1 !== preg_match( '/^([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts ) ) {
			return null;
		}
		$user = get_userdata( (int) $parts[1] );
		$key  = $user ? (string) get_user_meta( $user->ID, self::META_KEY, true ) : '';
		if ( ! $user || '' === $key || ! hash_equals( self::mac( $user->ID, $key ), $parts[2] ) ) {
			return null;
		}
		return $user;
	}

	/**
	 * Turns the digest of a token's member off; idempotent.
	 *
	 * @param string $token Token from a link.
	 * @return WP_User|null The member, or null for a token that is not one (nothing changed).
	 */
	public static function unsubscribe( string $token ): ?WP_User {
		$user = self::member_of_token( $token );
		if ( $user ) {
			Profile::set_digest( $user->ID, false );
		}
		return $user;
	}

	/**
	 * Whether a member's digest is switched on.
	 *
	 * @param int $user_id Member id.
	 */
	public static function is_on( int $user_id ): bool {
		return (bool) get_user_meta( $user_id, Profile::META_DIGEST, true );
	}

	/**
	 * The HMAC of a member's token.
	 *
	 * @param int    $user_id Member id.
	 * @param string $key     The member's key.
	 */
	private static function mac( int $user_id, string $key ): string {
		return hash_hmac( 'sha256', 'digest-unsubscribe|' . $user_id . '|' . $key, wp_salt( 'auth' ) );
	}

	/**
	 * Ids of users with the digest switched on, after an id, ascending: a range of the index
	 * (digest, user_id) of Admin\MemberIndex's table (one row per user, kept on every change of the
	 * switch), so a chunk reads its BATCH entries whatever the number of members.
	 *
	 * @param int $after Only ids above this.
	 * @param int $limit Most ids.
	 * @return list<int>
	 */
	public static function members_after( int $after, int $limit ): array {
		global $wpdb;
		$table = Tables::member_index();
		return array_map(
			'intval',
			$wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the batch's next members, by id: exact, uncached.
				$wpdb->prepare(
					"SELECT user_id FROM {$table} WHERE digest = 1 AND user_id > %d ORDER BY user_id LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
					$after,
					$limit
				)
			)
		);
	}

	/**
	 * Users with the digest switched on (the run's total, counted once when it starts): a count of
	 * the digest index's matching entries.
	 */
	public static function recipients_total(): int {
		global $wpdb;
		$table = Tables::member_index();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE digest = 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; once a run.
	}

	/**
	 * Users with the digest switched on up to an id (how far the run got): a count of the index's
	 * entries up to the cursor.
	 *
	 * @param int $cursor The last member handled.
	 */
	public static function recipients_until( int $cursor ): int {
		global $wpdb;
		$table = Tables::member_index();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE digest = 1 AND user_id <= %d", $cursor ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables; the operators' screen.
	}

	/**
	 * The run's progress for the operators' screen: how many of its members were handled, the log's
	 * outcomes, and its pace (handled members a minute since the start) with the minutes left at
	 * that pace; null before the first run.
	 *
	 * @param int|null $now Unix time (the current time when null).
	 * @return array{period: string, started: int, finished: int, total: int, handled: int, sent: int, empty: int, failed: int, claimed: int, per_minute: float, minutes_left: int|null}|null
	 */
	public static function progress( ?int $now = null ): ?array {
		$state = self::state();
		if ( ! $state ) {
			return null;
		}
		$raw     = get_option( self::STATE_OPTION );
		$total   = is_array( $raw ) ? (int) ( $raw['total'] ?? 0 ) : 0;
		$counts  = DigestLog::counts( $state['period'] );
		$handled = $state['finished'] ? max( $total, self::recipients_until( $state['cursor'] ) ) : self::recipients_until( $state['cursor'] );
		$total   = max( $total, $handled );
		$end     = $state['finished'] ? $state['finished'] : ( $now ?? time() );
		$seconds = max( 1, $end - $state['started'] );
		$pace    = $handled * 60 / $seconds;
		return array(
			'period'       => $state['period'],
			'started'      => $state['started'],
			'finished'     => $state['finished'],
			'total'        => $total,
			'handled'      => $handled,
			'sent'         => $counts[ DigestLog::SENT ],
			'empty'        => $counts[ DigestLog::EMPTY ],
			'failed'       => $counts[ DigestLog::FAILED ],
			'claimed'      => $counts[ DigestLog::CLAIMED ],
			'per_minute'   => round( $pace, 1 ),
			'minutes_left' => $state['finished'] || $pace <= 0 ? null : (int) ceil( ( $total - $handled ) / $pace ),
		);
	}

	/**
	 * Moves the batch event to a time.
	 *
	 * @param int $when Unix time.
	 */
	private static function schedule_batch( int $when ): void {
		wp_clear_scheduled_hook( self::BATCH_HOOK );
		wp_schedule_single_event( $when, self::BATCH_HOOK );
	}

	/**
	 * Saves the run's state (not autoloaded), keeping the run's total.
	 *
	 * @param array{period: string, cursor: int, started: int, finished: int, total?: int} $state State.
	 */
	private static function save( array $state ): void {
		if ( ! isset( $state['total'] ) ) {
			$raw = get_option( self::STATE_OPTION );
			if ( is_array( $raw ) && isset( $raw['total'], $raw['period'] ) && $raw['period'] === $state['period'] ) {
				$state['total'] = (int) $raw['total'];
			}
		}
		update_option( self::STATE_OPTION, $state, false );
	}
}
