<?php
/**
 * What visitors send through the site's forms.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Failure;
use Mvc\Core\Mail\SubmissionMail;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\NetworkGate;
use Mvc\Core\Security\Signer;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * The contact page's message, a minisite's contact message and a minisite's FAQ question are one kind
 * of record: a private post of SubmissionType::TYPE that only editors and administrators read in
 * wp-admin (Inbox). submit() takes a form's fields as sent (REST, or a page's form without
 * JavaScript), checks them (FormFields), drops a bot's post (the honeypot), applies the limits,
 * stores the record and mails the operator. The sender's network address is not stored, only a keyed
 * hash (HMAC-SHA-256, IP_HASH_LENGTH hex digits): an operator can tell two messages came from one
 * address without the site keeping it. See docs/features/contact-and-submissions.md.
 */
final class Submissions {

	public const CONTACT          = 'contact';
	public const MINISITE_CONTACT = 'minisite_contact';
	public const FAQ_QUESTION     = 'faq_question';
	public const RESEARCH_NEWS    = 'research_news';

	public const KINDS = array( self::CONTACT, self::MINISITE_CONTACT, self::FAQ_QUESTION, self::RESEARCH_NEWS );

	/**
	 * A research-news submission (the page 提交科研资讯): its title and summary, in characters, and
	 * the files it may carry (Attachments: types, size, count).
	 */
	public const MAX_NEWS_TITLE = 200;
	public const MAX_SUMMARY    = 2000;

	/**
	 * The slug of the page whose form sends research news (its address is the page's).
	 */
	public const NEWS_PAGE = 'submit-research-news';

	/**
	 * The honeypot: a field people do not see (the forms hide it); a bot that fills it gets a
	 * success and nothing is stored or sent.
	 */
	public const HONEYPOT = 'website';

	/**
	 * Submissions per e-mail address per LIMIT_WINDOW, counted over every kind: a real sender
	 * writes a few. Per network (an IPv4 address or an IPv6 /64) the limits are NetworkGate's
	 * `submission` action: NETWORK_LIMIT an hour pass as they are; a form sent through REST may
	 * then go on with a solved challenge (a campus behind one NAT address), up to the action's hard
	 * limit; a form posted without JavaScript, which cannot show a challenge, stops at NETWORK_LIMIT.
	 */
	public const EMAIL_LIMIT   = 5;
	public const NETWORK_LIMIT = NetworkGate::LIMITS['submission'][0];
	public const LIMIT_WINDOW  = NetworkGate::LIMITS['submission'][2];

	/**
	 * Longest values, in characters (the spec's limits; the journal title the page sends is only
	 * bounded, the stored title is the journal's own).
	 */
	public const MAX_NAME       = 100;
	public const MAX_EMAIL      = 100;
	public const MAX_TITLE      = 100;
	public const MAX_MESSAGE    = 500;
	public const MAX_POST_TITLE = 200;

	/**
	 * Hex digits kept of the address's keyed hash.
	 */
	public const IP_HASH_LENGTH = 16;

	/**
	 * Post meta of a submission. The sender's text is kept exactly as written (after removing
	 * control characters), in meta rather than in the post's title and content, which WordPress
	 * filters for a visitor; the title holds the subject as plain text for wp-admin's search.
	 */
	public const META_KIND         = '_mvc_submission_kind';
	public const META_NAME         = '_mvc_submission_name';
	public const META_EMAIL        = '_mvc_submission_email';
	public const META_SUBJECT      = '_mvc_submission_subject';
	public const META_MESSAGE      = '_mvc_submission_message';
	public const META_SOURCE_ID    = '_mvc_submission_source_id';
	public const META_SOURCE_TITLE = '_mvc_submission_source_title';
	public const META_IP_HASH      = '_mvc_submission_ip_hash';
	public const META_READ         = '_mvc_submission_read';

	/**
	 * Checks and stores what a form sent, and tells the operator.
	 *
	 * The fields are the request's, by the names of the REST body (unslashed): contact `name`,
	 * `email`, `title`, `message`; minisite contact `name`, `email`, `message`, `postTitle`,
	 * `postId`; FAQ question `name`, `email`, `description`, `postTitle`, `postId`; each may carry
	 * `website` (the honeypot); research news `name`, `email`, `title`, `summary`, with up to
	 * Attachments::MAX_FILES files (`$files`, as PHP lists an upload: name, tmp_name, size, error).
	 * A list, an object or a boolean where text belongs is refused.
	 *
	 * @param string               $kind   One of KINDS.
	 * @param array<string, mixed> $fields The form's fields.
	 * @param string               $ip     The sender's network address (Security\Client::ip()).
	 * @param WP_REST_Request|null $request The REST request, whose client can answer a challenge
	 *                                      past the network's quiet limit; null for a form post.
	 * @param array                $files  Research news only: the uploaded files.
	 * @phpstan-param WP_REST_Request<array<string, mixed>>|null $request
	 * @phpstan-param list<array<string, mixed>> $files
	 * @return int|WP_Error The new submission's id (0 when the honeypot was filled: nothing stored),
	 *                      or the refusal: code and status 400 with `data.field` for a bad field or
	 *                      file, 429 with `data.retryAfter` past a limit.
	 */
	public static function submit( string $kind, array $fields, string $ip, ?WP_REST_Request $request = null, array $files = array() ) {
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			return Failure::make( 400, __( 'Unknown kind of submission.', 'mvc-core' ), 400 );
		}
		if ( '' !== FormFields::text( $fields[ self::HONEYPOT ] ?? null, false ) ) {
			return 0;
		}
		$clean = self::validate( $kind, $fields );
		if ( $clean instanceof WP_Error ) {
			return $clean;
		}
		$uploads = self::RESEARCH_NEWS === $kind ? Attachments::check( $files ) : array();
		if ( $uploads instanceof WP_Error ) {
			return $uploads;
		}
		$limited = self::within_limits( $clean['email'], $ip, $request );
		if ( $limited ) {
			return $limited;
		}
		$id = self::store( $kind, $clean, $ip );
		if ( $id instanceof WP_Error ) {
			return $id;
		}
		if ( $uploads ) {
			$attached = Attachments::attach( $id, $uploads );
			if ( $attached instanceof WP_Error ) {
				wp_delete_post( $id, true );
				return $attached;
			}
		}
		$submission = self::get( $id );
		if ( $submission ) {
			SubmissionMail::notify( $submission );
		}
		return $id;
	}

	/**
	 * The fields of a kind, checked and cleaned, or the first refusal (FormFields::check()).
	 *
	 * @param string               $kind   One of KINDS.
	 * @param array<string, mixed> $fields The form's fields.
	 * @return array{name: string, email: string, subject: string, message: string, source_id: int, source_title: string}|WP_Error
	 */
	public static function validate( string $kind, array $fields ) {
		return FormFields::check( $kind, $fields );
	}

	/**
	 * One submission as the inbox, the CSV and the mail show it.
	 *
	 * @param int $id Submission id.
	 * @return array{id: int, kind: string, name: string, email: string, subject: string, message: string, source_id: int, source_title: string, source_url: string, date: string, read: bool, ip_hash: string, files: list<array{id: int, name: string, url: string}>}|null
	 */
	public static function get( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type ) {
			return null;
		}
		$meta      = static fn( string $key ): string => (string) get_post_meta( $id, $key, true );
		$kind      = $meta( self::META_KIND );
		$source_id = (int) $meta( self::META_SOURCE_ID );
		$source    = $source_id > 0 ? get_permalink( $source_id ) : false;
		return array(
			'id'           => $id,
			'kind'         => $kind,
			'name'         => $meta( self::META_NAME ),
			'email'        => $meta( self::META_EMAIL ),
			'subject'      => self::subject( $kind, $meta( self::META_SUBJECT ), $meta( self::META_MESSAGE ) ),
			'message'      => $meta( self::META_MESSAGE ),
			'source_id'    => $source_id,
			'source_title' => self::source_title( $kind, $meta( self::META_SOURCE_TITLE ) ),
			'source_url'   => self::source_url( $kind, is_string( $source ) ? $source : '' ),
			'date'         => (string) get_post_time( 'Y-m-d H:i:s', false, $post ),
			'read'         => '1' === $meta( self::META_READ ),
			'ip_hash'      => $meta( self::META_IP_HASH ),
			'files'        => self::RESEARCH_NEWS === $kind ? Attachments::of( $id ) : array(),
		);
	}

	/**
	 * Where a kind of submission comes from, by name.
	 *
	 * @param string $kind  One of KINDS.
	 * @param string $title The journal's title stored with a minisite kind.
	 */
	private static function source_title( string $kind, string $title ): string {
		if ( self::CONTACT === $kind ) {
			return __( 'Contact page', 'mvc-core' );
		}
		return self::RESEARCH_NEWS === $kind ? __( 'Submit research news page', 'mvc-core' ) : $title;
	}

	/**
	 * The address of the page a kind of submission comes from.
	 *
	 * @param string $kind    One of KINDS.
	 * @param string $journal The journal's address (minisite kinds).
	 */
	private static function source_url( string $kind, string $journal ): string {
		if ( self::CONTACT === $kind ) {
			return home_url( '/contact/' );
		}
		if ( self::RESEARCH_NEWS === $kind ) {
			$page = get_page_by_path( self::NEWS_PAGE );
			return $page instanceof WP_Post && 'publish' === $page->post_status ? (string) get_permalink( $page ) : '';
		}
		return $journal;
	}

	/**
	 * The name of a kind, for operators.
	 *
	 * @param string $kind One of KINDS.
	 */
	public static function kind_label( string $kind ): string {
		switch ( $kind ) {
			case self::CONTACT:
				return __( 'Contact message', 'mvc-core' );
			case self::MINISITE_CONTACT:
				return __( 'Journal contact message', 'mvc-core' );
			case self::FAQ_QUESTION:
				return __( 'Journal FAQ question', 'mvc-core' );
			case self::RESEARCH_NEWS:
				return __( 'Research news submission', 'mvc-core' );
		}
		return $kind;
	}

	/**
	 * Marks a submission read (or unread again).
	 *
	 * @param int  $id   Submission id.
	 * @param bool $read Read or not.
	 */
	public static function mark_read( int $id, bool $read = true ): void {
		if ( $read ) {
			update_post_meta( $id, self::META_READ, '1' );
		} else {
			delete_post_meta( $id, self::META_READ );
		}
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
	}

	/**
	 * How many submissions (not in the trash) nobody has opened yet.
	 */
	public static function unread_count(): int {
		$count = wp_cache_get( 'unread', SubmissionType::CACHE_GROUP );
		if ( is_int( $count ) ) {
			return $count;
		}
		if ( InboxIndex::ready() ) {
			// One row of the counts kept on write (InboxIndex), not a join of every submission to its meta.
			$count = InboxIndex::count( 'private', 'unread' );
			wp_cache_set( 'unread', $count, SubmissionType::CACHE_GROUP );
			return $count;
		}
		global $wpdb;
		$count = (int) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one count, cached above; only until InboxIndex is built.
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s AND p.post_status = 'private' AND m.meta_id IS NULL",
				self::META_READ,
				SubmissionType::TYPE
			)
		);
		wp_cache_set( 'unread', $count, SubmissionType::CACHE_GROUP );
		return $count;
	}

	/**
	 * The subject as listed: the contact form's title, else the beginning of the message.
	 *
	 * @param string $kind    One of KINDS.
	 * @param string $title   The title the sender gave (contact form).
	 * @param string $message The message.
	 */
	private static function subject( string $kind, string $title, string $message ): string {
		if ( self::CONTACT === $kind || '' !== $title ) {
			return $title;
		}
		$line = trim( (string) preg_replace( '/\s+/u', ' ', $message ) );
		return mb_strlen( $line ) > 40 ? mb_substr( $line, 0, 40 ) . '…' : $line;
	}

	/**
	 * Stores a checked submission as a private post with its fields in meta.
	 *
	 * @param string                                                                                                     $kind  One of KINDS.
	 * @param array{name: string, email: string, subject: string, message: string, source_id: int, source_title: string} $clean Checked fields.
	 * @param string                                                                                                     $ip    The sender's address.
	 * @return int|WP_Error
	 */
	private static function store( string $kind, array $clean, string $ip ) {
		$meta = array(
			self::META_KIND         => $kind,
			self::META_NAME         => $clean['name'],
			self::META_EMAIL        => $clean['email'],
			self::META_SUBJECT      => $clean['subject'],
			self::META_MESSAGE      => $clean['message'],
			self::META_SOURCE_ID    => (string) $clean['source_id'],
			self::META_SOURCE_TITLE => $clean['source_title'],
			self::META_IP_HASH      => '' === $ip ? '' : substr( Signer::sign( Signer::SUBMISSION_IP, $ip ), 0, self::IP_HASH_LENGTH ),
		);
		$id   = wp_insert_post(
			array(
				'post_type'    => SubmissionType::TYPE,
				'post_status'  => 'private',
				'post_author'  => 0,
				'post_title'   => wp_slash( sanitize_text_field( self::subject( $kind, $clean['subject'], $clean['message'] ) ) ),
				'post_content' => '',
				// Meta is unslashed on the way in: the sender's backslashes stay.
				'meta_input'   => wp_slash( $meta ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return Failure::make( 500, __( 'The message could not be saved. Please try again later.', 'mvc-core' ), 500 );
		}
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		return $id;
	}

	/**
	 * Counts the submission against the sender's network and address.
	 *
	 * @param string               $email   The sender's address, lower-cased.
	 * @param string               $ip      The sender's network address.
	 * @param WP_REST_Request|null $request The REST request (it may carry a challenge's solution).
	 * @phpstan-param WP_REST_Request<array<string, mixed>>|null $request
	 */
	private static function within_limits( string $email, string $ip, ?WP_REST_Request $request ): ?WP_Error {
		$limited = $request
			? NetworkGate::pass( 'submission', $request )
			: NetworkGate::within(
				'submission:net:' . Client::network_of( $ip ) . ':quiet',
				self::NETWORK_LIMIT,
				self::LIMIT_WINDOW,
				/* translators: %d: minutes to wait. */
				__( 'Too many messages were sent from your network. Please try again in %d minutes.', 'mvc-core' )
			);
		return $limited ?? NetworkGate::within(
			'submission:email:' . $email,
			self::EMAIL_LIMIT,
			self::LIMIT_WINDOW,
			/* translators: %d: minutes to wait. */
			__( 'Too many messages were sent from this e-mail address. Please try again in %d minutes.', 'mvc-core' )
		);
	}
}
