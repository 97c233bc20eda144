<?php
/**
 * Writes a batch of member lines: the accounts, then (in a second pass) their relations.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\WeChat\Identities;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- bulk writes of an import by SQL (each value prepared, one placeholder per id; table names from $wpdb and the plugin); never cached.

/**
 * MemberWriter::accounts() makes or finds each member's account, one transaction a line, after reading the
 * whole line (MemberLine): a refused line writes nothing. An account is found by the map
 * (imported from this source before: its address, name, password hash and profile are set from the
 * file again, the old site's being the newer until the cut-over) and otherwise made,
 * with the password hash as stored; an address already used here by an account this import did
 * not make is refused. relations() then adds likes, collections, comment likes, tag subscriptions
 * and messages with INSERT IGNORE or after looking for the same row, so a second run adds nothing.
 * No WordPress user hook runs (200,000 members): MemberImport refills the kept tables at the end.
 */
final class MemberWriter {

	/**
	 * The source.
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * The import.
	 *
	 * @var int
	 */
	private int $import;

	/**
	 * For an import of a source.
	 *
	 * @param int    $import Import id.
	 * @param string $source TransferMap::source().
	 */
	public function __construct( int $import, string $source ) {
		$this->import = $import;
		$this->source = $source;
	}

	/**
	 * Reads a batch's lines with this site's ids.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return array<int, array<string, mixed>|string> Line number => member, or why it is refused.
	 */
	private function read( array $lines ): array {
		$maps = array();
		foreach ( array( 'term', 'post', 'comment' ) as $kind ) {
			$ids = array();
			foreach ( $lines as $line ) {
				$ids = array_merge( $ids, MemberLine::references( $line, $kind ) );
			}
			$maps[ $kind ] = TransferMap::get( $this->source, $kind, $ids );
		}
		return array_map( static fn( array $line ) => MemberLine::read( $line, $maps ), $lines );
	}

	/**
	 * Makes or finds the accounts of a batch.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return array{created: int, found: int, refused: int}
	 */
	public function accounts( array $lines ): array {
		global $wpdb;
		$members  = $this->read( $lines );
		$counts   = array(
			'created' => 0,
			'found'   => 0,
			'refused' => 0,
		);
		$valid    = array_filter( $members, 'is_array' );
		$mapped   = TransferMap::get( $this->source, 'user', array_column( $valid, 'old' ) );
		$existing = $this->users_by( 'ID', array_values( array_filter( $mapped ) ) );
		$by_email = $this->users_by( 'user_email', array_column( $valid, 'email' ) );
		$wechat   = $this->wechat_owners( $valid );
		$avatars  = $this->avatars( array_column( $valid, 'avatar' ) );
		$refusals = array();
		$claimed  = array();
		$owners   = array();
		foreach ( $members as $number => $member ) {
			$reason = is_string( $member ) ? $member : '';
			$user   = 0;
			$email  = '';
			if ( is_array( $member ) ) {
				$email = strtolower( $member['email'] );
				$user  = isset( $existing[ $mapped[ $member['old'] ] ?? 0 ] ) ? $mapped[ $member['old'] ] : 0;
				$owner = (int) ( $by_email[ $email ]['ID'] ?? 0 );
				if ( isset( $claimed[ $email ] ) || ( $owner && $owner !== $user && TransferMap::source_user( $this->source, $owner ) ) ) {
					$reason = __( 'The e-mail address is in the file twice.', 'mvc-core' );
				} elseif ( $owner && $owner !== $user ) {
					$reason = Role::is_member( $owner )
						? __( 'The e-mail address already has a member account on this site.', 'mvc-core' )
						: __( 'The e-mail address belongs to a staff account of this site.', 'mvc-core' );
				} elseif ( $this->wechat_taken( $member, $wechat, $user ) ) {
					$reason = __( 'The WeChat account is linked to another member of this site.', 'mvc-core' );
				}
			}
			if ( '' !== $reason ) {
				$refusals[] = array(
					'line'   => $number,
					'email'  => is_string( $lines[ $number ]['email'] ?? null ) ? $lines[ $number ]['email'] : '',
					'reason' => $reason,
				);
				continue;
			}
			$claimed[ $email ] = true;
			$member['meta']   += isset( $avatars[ $member['avatar'] ] ) ? array( Profile::META_AVATAR => (string) $avatars[ $member['avatar'] ] ) : array();
			$written           = Retry::transaction( fn() => $user ? $this->update( $user, $member ) : $this->create( $member ) );
			if ( ! is_int( $written ) ) {
				$refusals[] = array(
					'line'   => $number,
					'email'  => $member['email'],
					'reason' => __( 'The account could not be written (the database was busy): import the file again.', 'mvc-core' ),
				);
				continue;
			}
			$this->adopt_avatar( (int) ( $member['meta'][ Profile::META_AVATAR ] ?? 0 ), $written );
			$owners[ $email ] = $written;
			++$counts[ $user ? 'found' : 'created' ];
		}//end foreach
		self::own_comments( $owners );
		ImportFiles::refuse( $this->import, $refusals );
		$counts['refused'] = count( $refusals );
		return $counts;
	}

	/**
	 * The members' own comments came with the content import without their account (WordPress's
	 * importer keeps a comment's `user_id` only for the post authors it mapped): a comment with no
	 * account and the address of a member of the batch is theirs again. One statement a batch, by
	 * core's `comment_author_email` index; a second run finds nothing to change.
	 *
	 * @param array<string, int> $owners Address => account.
	 */
	private static function own_comments( array $owners ): void {
		global $wpdb;
		if ( ! $owners ) {
			return;
		}
		$cases  = array();
		$emails = array();
		foreach ( $owners as $email => $user ) {
			$cases[]  = $wpdb->prepare( 'WHEN %s THEN %d', $email, $user );
			$emails[] = $wpdb->prepare( '%s', $email );
		}
		$changed = $wpdb->query( "UPDATE {$wpdb->comments} SET user_id = CASE comment_author_email " . implode( ' ', $cases ) . ' ELSE user_id END WHERE user_id = 0 AND comment_author_email IN (' . implode( ', ', $emails ) . ')' );
		if ( $changed ) {
			wp_cache_set_last_changed( 'comment' );
		}
	}

	/**
	 * Makes an account (inside a transaction).
	 *
	 * @param array<string, mixed> $member MemberLine::read().
	 * @return int The account's id.
	 * @throws \RuntimeException When a statement failed (the transaction is rolled back).
	 */
	private function create( array $member ): int {
		global $wpdb;
		$login = '' !== $member['login'] && ! username_exists( $member['login'] ) ? $member['login'] : 'm_' . strtolower( wp_generate_password( 12, false ) );
		$done  = $wpdb->insert(
			$wpdb->users,
			array(
				'user_login'      => $login,
				'user_pass'       => $member['pass'],
				'user_nicename'   => mb_substr( sanitize_title( $login ), 0, 50 ),
				'user_email'      => $member['email'],
				'user_registered' => $member['registered'],
				'display_name'    => $member['display_name'],
			),
			array( '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		if ( ! $done ) {
			throw new \RuntimeException( 'users' );
		}
		$user = (int) $wpdb->insert_id;
		$meta = array(
			$wpdb->get_blog_prefix() . 'capabilities' => serialize( array( Role::NAME => true ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- stored as WordPress stores it.
			$wpdb->get_blog_prefix() . 'user_level'   => '0',
			'nickname'                                => $member['display_name'],
		) + $member['meta'];
		$this->insert_meta( $user, $meta );
		TransferMap::put( $this->source, 'user', array( $member['old'] => $user ) );
		return $user;
	}

	/**
	 * Sets a found account's fields from the file (inside a transaction).
	 *
	 * @param int                  $user   Account.
	 * @param array<string, mixed> $member MemberLine::read().
	 * @return int The account's id.
	 */
	private function update( int $user, array $member ): int {
		global $wpdb;
		$wpdb->update(
			$wpdb->users,
			array(
				'user_pass'    => $member['pass'],
				'user_email'   => $member['email'],
				'display_name' => $member['display_name'],
			),
			array( 'ID' => $user ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
		$keys = array_merge( array( Profile::META_TITLE, Profile::META_INSTITUTION, Profile::META_RESEARCH_AREA, Profile::META_DIGEST, Profile::META_LAST_LOGIN, Profile::META_AVATAR, 'nickname' ), array_values( Identities::meta_keys() ) );
		$in   = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key IN ({$in})", array_merge( array( $user ), $keys ) ) );
		$this->insert_meta( $user, array( 'nickname' => $member['display_name'] ) + $member['meta'] );
		clean_user_cache( $user );
		return $user;
	}

	/**
	 * Adds user meta rows (one statement).
	 *
	 * @param int                   $user Account.
	 * @param array<string, string> $meta Key => value.
	 * @throws \RuntimeException When the statement failed (the transaction is rolled back).
	 */
	private function insert_meta( int $user, array $meta ): void {
		global $wpdb;
		$values = array();
		foreach ( $meta as $key => $value ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s)', $user, $key, $value );
		}
		if ( false === $wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id, meta_key, meta_value) VALUES " . implode( ', ', $values ) ) ) {
			throw new \RuntimeException( 'usermeta' );
		}
	}

	/**
	 * Users by a column of the users table.
	 *
	 * @param string            $column `ID` or `user_email`.
	 * @param array<int, mixed> $values Values.
	 * @return array<int|string, array{ID: string}> Value (an address lower-cased) => row.
	 */
	private function users_by( string $column, array $values ): array {
		global $wpdb;
		$values = array_values( array_unique( $values ) );
		if ( ! $values ) {
			return array();
		}
		$in    = implode( ', ', array_fill( 0, count( $values ), 'ID' === $column ? '%d' : '%s' ) );
		$users = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_email FROM {$wpdb->users} WHERE {$column} IN ({$in})", $values ), ARRAY_A ) as $row ) {
			$users[ 'ID' === $column ? (int) $row['ID'] : strtolower( (string) $row['user_email'] ) ] = $row;
		}
		return $users;
	}

	/**
	 * Who has the batch's WeChat ids here: "key\0id" => account (ids compared byte for byte).
	 *
	 * @param array<int, array<string, mixed>> $members MemberLine::read() results.
	 * @return array<string, int>
	 */
	private function wechat_owners( array $members ): array {
		global $wpdb;
		$keys   = array_values( Identities::meta_keys() );
		$values = array();
		foreach ( $members as $member ) {
			foreach ( $keys as $key ) {
				if ( isset( $member['meta'][ $key ] ) ) {
					$values[] = $member['meta'][ $key ];
				}
			}
		}
		if ( ! $values ) {
			return array();
		}
		$values = array_values( array_unique( $values ) );
		$in     = implode( ', ', array_fill( 0, count( $values ), '%s' ) );
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE meta_key IN (%s, %s, %s) AND meta_value IN ({$in})", array_merge( $keys, $values ) ), ARRAY_A );
		$owners = array();
		foreach ( $rows as $row ) {
			$owners[ $row['meta_key'] . "\0" . $row['meta_value'] ] = (int) $row['user_id'];
		}
		return $owners;
	}

	/**
	 * Whether one of the member's WeChat ids belongs to another account here.
	 *
	 * @param array<string, mixed> $member MemberLine::read().
	 * @param array<string, int>   $owners wechat_owners().
	 * @param int                  $user   The member's account here, or 0.
	 */
	private function wechat_taken( array $member, array $owners, int $user ): bool {
		foreach ( Identities::meta_keys() as $key ) {
			$value = $member['meta'][ $key ] ?? '';
			$owner = '' === $value ? 0 : ( $owners[ $key . "\0" . $value ] ?? 0 );
			if ( $owner && $owner !== $user ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The avatars already on this site (the old site's uploads copied over, or the content import's
	 * attachments), by the file's URL: the image's path under the uploads folder.
	 *
	 * @param string[] $urls Avatar URLs.
	 * @return array<string, int> URL => attachment id.
	 */
	private function avatars( array $urls ): array {
		global $wpdb;
		$paths = array();
		foreach ( array_filter( array_unique( $urls ) ) as $url ) {
			$at = strpos( $url, '/uploads/' );
			if ( false !== $at ) {
				$paths[ rawurldecode( substr( $url, $at + 9 ) ) ] = $url;
			}
		}
		if ( ! $paths ) {
			return array();
		}
		$in      = implode( ', ', array_fill( 0, count( $paths ), '%s' ) );
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_wp_attached_file' AND meta_value IN ({$in})", array_keys( $paths ) ), ARRAY_A );
		$avatars = array();
		foreach ( $rows as $row ) {
			$avatars[ $paths[ $row['meta_value'] ] ?? '' ] = (int) $row['post_id'];
		}
		unset( $avatars[''] );
		return $avatars;
	}

	/**
	 * Makes an avatar image the member's own (its author and owner mark, AvatarUpload).
	 *
	 * @param int $attachment Attachment id, or 0.
	 * @param int $user       Member.
	 */
	private function adopt_avatar( int $attachment, int $user ): void {
		global $wpdb;
		if ( ! $attachment ) {
			return;
		}
		$wpdb->update( $wpdb->posts, array( 'post_author' => $user ), array( 'ID' => $attachment ), array( '%d' ), array( '%d' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %d WHERE post_id = %d AND meta_key = %s", $user, $attachment, AvatarUpload::META_OWNER ) );
		clean_post_cache( $attachment );
	}

	/**
	 * Adds the relations of a batch's accounts (after accounts() ran over the whole file, so that
	 * every member a message names has an account): the lines refused then are skipped.
	 *
	 * @param array<int, array<string, mixed>> $lines Line number => member line.
	 * @return int Rows added.
	 */
	public function relations( array $lines ): int {
		global $wpdb;
		if ( ! $lines ) {
			return 0;
		}
		$refused = ImportFiles::refused_between( $this->import, (int) min( array_keys( $lines ) ), (int) max( array_keys( $lines ) ) );
		$lines   = array_diff_key( $lines, $refused );
		$members = array_filter( $this->read( $lines ), 'is_array' );
		$users   = array_filter( TransferMap::get( $this->source, 'user', array_column( $members, 'old' ) ) );
		$rows    = array(
			'subscriptions' => array(),
			'likes'         => array(),
			'collections'   => array(),
			'comment_likes' => array(),
		);
		$now     = current_time( 'mysql', true );
		$batch   = array();
		foreach ( $members as $member ) {
			$user = $users[ $member['old'] ] ?? 0;
			if ( ! $user ) {
				continue;
			}
			$batch[ $user ] = $member['messages'];
			foreach ( $member['subscriptions'] as $position => $term ) {
				$rows['subscriptions'][] = $wpdb->prepare( '(%d, %d, %d, %s)', $user, $term, $position, $now );
			}
			foreach ( array( 'likes', 'collections', 'comment_likes' ) as $field ) {
				foreach ( $member[ $field ] as $id => $time ) {
					$rows[ $field ][] = $wpdb->prepare( '(%d, %d, %s)', $user, $id, $time );
				}
			}
		}
		$tables = array(
			'subscriptions' => Tables::tag_subscriptions() . ' (user_id, term_id, position, created_at)',
			'likes'         => Tables::likes() . ' (user_id, post_id, created_at)',
			'collections'   => Tables::collections() . ' (user_id, post_id, created_at)',
			'comment_likes' => Tables::comment_likes() . ' (user_id, comment_id, created_at)',
		);
		$added  = 0;
		foreach ( $rows as $field => $values ) {
			foreach ( array_chunk( $values, 1000 ) as $chunk ) {
				$added += (int) Retry::statement( "INSERT IGNORE INTO {$tables[ $field ]} VALUES " . implode( ', ', $chunk ) );
			}
		}
		return $added + $this->messages( $batch );
	}

	/**
	 * Adds the messages the accounts do not have yet (the same category, type, post, comment and
	 * time): one read and one write for the batch.
	 *
	 * @param array<int, list<array<string, mixed>>> $messages Account => messages (MemberLine).
	 * @return int Rows added.
	 */
	private function messages( array $messages ): int {
		global $wpdb;
		$messages = array_filter( $messages );
		if ( ! $messages ) {
			return 0;
		}
		$table = Tables::messages();
		$users = array_keys( $messages );
		$in    = implode( ', ', array_fill( 0, count( $users ), '%d' ) );
		$have  = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, category, type, post_id, comment_id, created_at FROM {$table} WHERE user_id IN ({$in})", $users ), ARRAY_A ) as $row ) {
			$have[ implode( "\0", $row ) ] = true;
		}
		$actors = $this->users_by( 'user_email', array_filter( array_merge( ...array_map( static fn( array $those ): array => array_column( $those, 'actor' ), array_values( $messages ) ) ) ) );
		$values = array();
		foreach ( $messages as $user => $those ) {
			foreach ( $those as $message ) {
				$key = implode( "\0", array( $user, $message['category'], $message['type'], $message['post'], $message['comment'], $message['created'] ) );
				if ( isset( $have[ $key ] ) ) {
					continue;
				}
				$have[ $key ] = true;
				$values[]     = $wpdb->prepare(
					'(%d, %s, %s, %d, %d, %d, %s, %s, %s)',
					$user,
					$message['category'],
					$message['type'],
					$message['comment'],
					$message['post'],
					(int) ( $actors[ strtolower( $message['actor'] ) ]['ID'] ?? 0 ),
					$message['excerpt'],
					$message['status'],
					$message['created']
				);
			}
		}//end foreach
		$added = 0;
		foreach ( array_chunk( $values, 500 ) as $chunk ) {
			$added += (int) $wpdb->query( "INSERT INTO {$table} (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at) VALUES " . implode( ', ', $chunk ) );
		}
		return $added;
	}
}
