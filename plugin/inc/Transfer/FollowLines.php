<?php
/**
 * The call-for-papers follows in the member file.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Data\Tables;
use Mvc\Core\Follows\SpecialIssueFollows;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the follows table read by its primary key and written in batches (each row prepared); never cached.

/**
 * A follow is kept by address, a member's or a visitor's, so it travels as a line of its own
 * after the members: `{"t":"follow","post":<old id>,"email":…,"status":"pending"|"confirmed",
 * "token_hash":<64 hex>,"created":…,"confirmed":…|null,"reminded":…|null}` (times UTC, ISO 8601).
 * Its post is described before it, as a member's are. The hash of the confirmation token travels
 * as it is, so a confirmation mail sent by the old site still works here; the unsubscribe links of
 * mails already sent do not (they are signed with the old site's keys and row ids). Unsubscribed
 * follows stay home. An import adds them with INSERT IGNORE on the table's unique keys
 * (post + address, token hash): a second run adds none.
 */
final class FollowLines {

	public const KIND = 'follow';

	/**
	 * Follows read or written at a time.
	 */
	public const BATCH = 500;

	/**
	 * Writes the follows after an id until a time has passed (at a batch's end) or none is left.
	 *
	 * @param MemberFile   $file     The file.
	 * @param MemberExport $export   The export (it describes the posts).
	 * @param int          $after    The last follow id written, or 0.
	 * @param float        $deadline microtime( true ) after which no batch is started.
	 * @return array{after: int, ended: bool}
	 */
	public static function write( MemberFile $file, MemberExport $export, int $after, float $deadline ): array {
		global $wpdb;
		$table = Tables::cfp_follows();
		do {
			$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, post_id, email, status, token_hash, created_at, confirmed_at, reminded_at FROM {$table} WHERE id > %d ORDER BY id LIMIT %d", $after, self::BATCH ), ARRAY_A );
			$kept  = array_filter( $rows, static fn( array $row ): bool => SpecialIssueFollows::UNSUBSCRIBED !== $row['status'] );
			$posts = $export->describe_posts( array_map( 'intval', array_column( $kept, 'post_id' ) ) );
			foreach ( $kept as $row ) {
				if ( isset( $posts[ (int) $row['post_id'] ] ) ) {
					$file->write(
						array(
							't'          => self::KIND,
							'post'       => (int) $row['post_id'],
							'email'      => $row['email'],
							'status'     => $row['status'],
							'token_hash' => $row['token_hash'],
							'created'    => self::utc( $row['created_at'] ),
							'confirmed'  => self::utc( $row['confirmed_at'] ),
							'reminded'   => self::utc( $row['reminded_at'] ),
						)
					);
				}
			}
			if ( $rows ) {
				$after = (int) end( $rows )['id'];
			}
			$more = self::BATCH === count( $rows );
		} while ( $more && microtime( true ) < $deadline );
		return array(
			'after' => $after,
			'ended' => ! $more,
		);
	}

	/**
	 * Adds a batch of follow lines; a refused one is listed and writes nothing.
	 *
	 * @param int                              $import Import id.
	 * @param string                           $source Source key.
	 * @param array<int, array<string, mixed>> $lines  Line number => follow line.
	 * @return int Follows added.
	 */
	public static function import( int $import, string $source, array $lines ): int {
		global $wpdb;
		if ( ! $lines ) {
			return 0;
		}
		$posts    = TransferMap::get( $source, 'post', array_map( static fn( array $line ): int => is_int( $line['post'] ?? null ) ? $line['post'] : 0, $lines ) );
		$values   = array();
		$refusals = array();
		foreach ( $lines as $number => $line ) {
			$email  = is_string( $line['email'] ?? null ) ? strtolower( trim( $line['email'] ) ) : '';
			$post   = is_int( $line['post'] ?? null ) ? ( $posts[ $line['post'] ] ?? 0 ) : 0;
			$times  = array_map( array( MemberLine::class, 'datetime' ), array( $line['created'] ?? null, $line['confirmed'] ?? null, $line['reminded'] ?? null ) );
			$reason = '';
			if ( '' === $email || strlen( $email ) > SpecialIssueFollows::MAX_EMAIL || ! is_email( $email ) ) {
				$reason = __( 'The e-mail address is not valid.', 'mvc-core' );
			} elseif ( ! in_array( $line['status'] ?? null, array( SpecialIssueFollows::PENDING, SpecialIssueFollows::CONFIRMED ), true ) || ! is_string( $line['token_hash'] ?? null ) || ! preg_match( '/^[0-9a-f]{64}$/', $line['token_hash'] ) || null === $times[0] ) {
				$reason = __( 'The follow of a call for papers is not valid.', 'mvc-core' );
			} elseif ( ! $post ) {
				/* translators: %s: the post's id on the old site. */
				$reason = sprintf( __( 'The followed call for papers (id %s on the old site) is not on this site.', 'mvc-core' ), is_scalar( $line['post'] ?? null ) ? (string) $line['post'] : '?' );
			}
			if ( '' !== $reason ) {
				$refusals[] = array(
					'line'   => $number,
					'email'  => $email,
					'reason' => $reason,
				);
				continue;
			}
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, ', $post, $email, $line['status'], $line['token_hash'], $times[0] )
				. ( null === $times[1] ? 'NULL' : $wpdb->prepare( '%s', $times[1] ) ) . ', '
				. ( null === $times[2] ? 'NULL' : $wpdb->prepare( '%s', $times[2] ) ) . ')';
		}//end foreach
		ImportRefusals::refuse( $import, $refusals );
		if ( ! $values ) {
			return 0;
		}
		$table = Tables::cfp_follows();
		return (int) $wpdb->query( "INSERT IGNORE INTO {$table} (post_id, email, status, token_hash, created_at, confirmed_at, reminded_at) VALUES " . implode( ', ', $values ) );
	}

	/**
	 * A database time in UTC as ISO 8601, or null.
	 *
	 * @param string|null $utc `Y-m-d H:i:s`, UTC.
	 */
	private static function utc( ?string $utc ): ?string {
		return null === $utc || '' === $utc ? null : str_replace( ' ', 'T', $utc ) . 'Z';
	}
}
