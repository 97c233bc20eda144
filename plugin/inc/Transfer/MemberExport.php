<?php
/**
 * Writes every member of the site, with their relations, as a member file.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Admin\UserRoles;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\WeChat\Identities;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- batches of rows read by key for the file (table names from $wpdb and Tables, one placeholder per id); never cached.

/**
 * Writes the member file's lines: members BATCH at a time in id order (UserRoles' table, by its
 * primary key), each batch with a fixed number of queries (the users, their meta, one per relation
 * table), so memory holds one batch and the ids already in the dictionary. Sessions, codes and
 * per-member keys are not moved (members log in again); a relation to a post or comment that no longer
 * exists is left out. The fields of a member line: line() and docs/operators.md, "Moving members to
 * another site"; the format: MemberFile.
 */
final class MemberExport {

	/**
	 * Members read at a time.
	 */
	public const BATCH = 500;

	/**
	 * The file being written.
	 *
	 * @var MemberFile
	 */
	private MemberFile $file;

	/**
	 * The objects the lines refer to, kept from step to step.
	 *
	 * @var ExportDictionary|null
	 */
	private ?ExportDictionary $dictionary = null;

	/**
	 * Writes the whole file.
	 *
	 * @param resource $stream A writable stream.
	 * @return array{lines: int, members: int, sha256: string} The trailer.
	 */
	public function write( $stream ): array {
		$file = new MemberFile( $stream, home_url( '/' ) );
		$this->step( $file, 0, INF );
		return $file->finish();
	}

	/**
	 * Writes the members after a member id, then the follows (FollowLines), until a time has passed
	 * (at the end of a batch) or none is left. The dictionary is described again in each step: a
	 * file written in steps describes an object at least once before its first use.
	 *
	 * @param MemberFile $file     The file (new, or continued from its state()).
	 * @param int        $after    The last member id written, or 0.
	 * @param float      $deadline microtime( true ) after which no batch is started.
	 * @param int        $follows  The last follow id written once every member is, else -1.
	 * @return array{after: int, follows: int, ended: bool} The cursors, and whether everything is written.
	 */
	public function step( MemberFile $file, int $after, float $deadline, int $follows = -1 ): array {
		global $wpdb;
		if ( ! UserRoles::ready() ) {
			UserRoles::build();
		}
		$this->file         = $file;
		$this->dictionary ??= new ExportDictionary();
		$this->dictionary->to( $file );
		$roles = UserRoles::table();
		$more  = false;
		while ( $follows < 0 ) {
			$ids = array_map(
				'intval',
				$wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$roles} WHERE role = %s AND user_id > %d ORDER BY user_id LIMIT %d", Role::NAME, $after, self::BATCH ) )
			);
			if ( $ids ) {
				$this->batch( $ids );
				$after = (int) end( $ids );
			}
			$more = self::BATCH === count( $ids );
			if ( ! $more ) {
				$follows = 0;
			} elseif ( microtime( true ) >= $deadline ) {
				break;
			}
		}
		$ended = false;
		if ( $follows >= 0 && ! $more ) {
			$written = FollowLines::write( $file, $this, $follows, $deadline );
			$follows = $written['after'];
			$ended   = $written['ended'];
		}
		return array(
			'after'   => $after,
			'follows' => $follows,
			'ended'   => $ended,
		);
	}

	/**
	 * Writes one batch: the dictionary lines it needs first, then its members.
	 *
	 * @param int[] $ids Member ids.
	 */
	private function batch( array $ids ): void {
		global $wpdb;
		$in    = ExportDictionary::placeholders( $ids );
		$users = $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_login, user_email, user_pass, user_registered, display_name FROM {$wpdb->users} WHERE ID IN ({$in}) ORDER BY ID", $ids ), ARRAY_A );
		$meta  = $this->meta( $ids );
		$files = $this->attached_files( array_map( 'intval', array_filter( array_column( $meta, Profile::META_AVATAR ) ) ) );

		$subscriptions = $this->rows( Tables::tag_subscriptions(), 'term_id', $ids, 'position, id' );
		$likes         = $this->rows( Tables::likes(), 'post_id', $ids, 'id' );
		$collections   = $this->rows( Tables::collections(), 'post_id', $ids, 'id' );
		$comment_likes = $this->rows( Tables::comment_likes(), 'comment_id', $ids, 'id' );
		$table         = Tables::messages();
		$messages      = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at FROM {$table} WHERE user_id IN ({$in}) ORDER BY id", $ids ), ARRAY_A );

		$comments = $this->dictionary->comments( array_merge( self::column( $comment_likes, 'comment_id' ), self::column( $messages, 'comment_id' ) ) );
		$posts    = $this->dictionary->posts( array_merge( self::column( $likes, 'post_id' ), self::column( $collections, 'post_id' ), self::column( $messages, 'post_id' ), $comments ) );
		$terms    = $this->dictionary->terms( self::column( $subscriptions, 'term_id' ) );
		$actors   = $this->emails( self::column( $messages, 'actor_id' ) );

		$by_user       = static function ( array $rows ): array {
			$grouped = array();
			foreach ( $rows as $row ) {
				$grouped[ (int) $row['user_id'] ][] = $row;
			}
			return $grouped;
		};
		$subscriptions = $by_user( $subscriptions );
		$likes         = $by_user( $likes );
		$collections   = $by_user( $collections );
		$comment_likes = $by_user( $comment_likes );
		$messages      = $by_user( $messages );

		foreach ( (array) $users as $user ) {
			$id = (int) $user['ID'];
			$this->file->write(
				$this->line(
					$user,
					$meta[ $id ] ?? array(),
					$files,
					array(
						'subscriptions' => array_values( array_filter( array_map( static fn( $row ) => (int) $row['term_id'], $subscriptions[ $id ] ?? array() ), static fn( $term ) => isset( $terms[ $term ] ) ) ),
						'likes'         => self::pairs( $likes[ $id ] ?? array(), 'post_id', $posts ),
						'collections'   => self::pairs( $collections[ $id ] ?? array(), 'post_id', $posts ),
						'comment_likes' => self::pairs( $comment_likes[ $id ] ?? array(), 'comment_id', $comments ),
						'messages'      => self::messages( $messages[ $id ] ?? array(), $posts, $comments, $actors ),
					)
				)
			);
		}
	}

	/**
	 * The user meta the file carries, of the batch's members: one query, not WordPress's meta cache
	 * (which would keep every member's meta of the whole run in memory).
	 *
	 * @param int[] $ids Member ids.
	 * @return array<int, array<string, string>> Member id => key => value.
	 */
	private function meta( array $ids ): array {
		global $wpdb;
		$keys    = self::meta_keys();
		$in      = ExportDictionary::placeholders( $ids );
		$strings = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id IN ({$in}) AND meta_key IN ({$strings})", array_merge( $ids, $keys ) ), ARRAY_A );
		$meta    = array();
		foreach ( $rows as $row ) {
			$meta[ (int) $row['user_id'] ][ (string) $row['meta_key'] ] = (string) $row['meta_value'];
		}
		return $meta;
	}

	/**
	 * The user meta keys the file carries.
	 *
	 * @return list<string>
	 */
	private static function meta_keys(): array {
		return array_merge(
			array(
				Profile::META_TITLE,
				Profile::META_INSTITUTION,
				Profile::META_RESEARCH_AREA,
				Profile::META_DIGEST,
				Profile::META_LAST_LOGIN,
				Profile::META_AVATAR,
			),
			array_values( Identities::meta_keys() )
		);
	}

	/**
	 * The avatars' image URLs (the original file: the target makes its own sizes), by attachment id.
	 *
	 * @param int[] $attachments Attachment ids.
	 * @return array<int, string>
	 */
	private function attached_files( array $attachments ): array {
		global $wpdb;
		$attachments = array_values( array_unique( $attachments ) );
		if ( ! $attachments ) {
			return array();
		}
		$base = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$in   = ExportDictionary::placeholders( $attachments );
		$urls = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_wp_attached_file' AND post_id IN ({$in})", $attachments ), ARRAY_A ) as $row ) {
			$urls[ (int) $row['post_id'] ] = $base . ltrim( (string) $row['meta_value'], '/' );
		}
		return $urls;
	}

	/**
	 * A member line.
	 *
	 * @param array<string, string> $user      The users row.
	 * @param array<string, string> $meta      The member's meta (meta()).
	 * @param array<int, string>    $files     Avatar URLs by attachment id.
	 * @param array<string, mixed>  $relations The member's relations.
	 * @return array<string, mixed>
	 */
	private function line( array $user, array $meta, array $files, array $relations ): array {
		$get    = static fn( string $key ): string => $meta[ $key ] ?? '';
		$wechat = array_map( $get, Identities::meta_keys() );
		$last   = (int) $get( Profile::META_LAST_LOGIN );
		$avatar = $files[ (int) $get( Profile::META_AVATAR ) ] ?? '';
		return array(
			't'              => 'member',
			'id'             => (int) $user['ID'],
			'email'          => $user['user_email'],
			'email_verified' => Profile::is_verified_address( $user['user_email'] ),
			'login'          => $user['user_login'],
			'display_name'   => $user['display_name'],
			'registered'     => ExportDictionary::utc( $user['user_registered'] ),
			'pass'           => '' === $user['user_pass'] ? null : $user['user_pass'],
			'profile'        => array(
				'title'         => $get( Profile::META_TITLE ),
				'institution'   => $get( Profile::META_INSTITUTION ),
				'research_area' => $get( Profile::META_RESEARCH_AREA ),
			),
			'avatar'         => '' === $avatar ? null : $avatar,
			'digest'         => '1' === $get( Profile::META_DIGEST ),
			'last_login'     => $last ? gmdate( 'Y-m-d\TH:i:s\Z', $last ) : null,
			'wechat'         => '' === implode( '', $wechat ) ? null : $wechat,
		) + $relations;
	}

	/**
	 * A member table's rows of the batch.
	 *
	 * @param string $table  Table.
	 * @param string $column The related object's column.
	 * @param int[]  $ids    Member ids.
	 * @param string $order  ORDER BY (columns of the table).
	 * @return list<array<string, string>>
	 */
	private function rows( string $table, string $column, array $ids, string $order ): array {
		global $wpdb;
		$in = ExportDictionary::placeholders( $ids );
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT user_id, {$column}, created_at FROM {$table} WHERE user_id IN ({$in}) ORDER BY user_id, {$order}", $ids ), ARRAY_A );
	}

	/**
	 * Describes the posts not yet described; answers which of the asked exist (FollowLines' way to
	 * the dictionary).
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, true>
	 */
	public function describe_posts( array $ids ): array {
		$this->dictionary ??= new ExportDictionary();
		return $this->dictionary->posts( $ids );
	}

	/**
	 * The e-mail addresses of users (the messages' actors).
	 *
	 * @param int[] $ids User ids.
	 * @return array<int, string>
	 */
	private function emails( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in     = ExportDictionary::placeholders( $ids );
		$emails = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_email FROM {$wpdb->users} WHERE ID IN ({$in})", $ids ), ARRAY_A ) as $row ) {
			$emails[ (int) $row['ID'] ] = (string) $row['user_email'];
		}
		return $emails;
	}

	/**
	 * [object id, UTC time] pairs of the rows whose object exists.
	 *
	 * @param list<array<string, string>> $rows   Rows.
	 * @param string                      $column The object's column.
	 * @param array<int, mixed>           $exists The objects that exist (keys).
	 * @return list<array{0: int, 1: string}>
	 */
	private static function pairs( array $rows, string $column, array $exists ): array {
		$pairs = array();
		foreach ( $rows as $row ) {
			if ( isset( $exists[ (int) $row[ $column ] ] ) ) {
				$pairs[] = array( (int) $row[ $column ], ExportDictionary::utc( $row['created_at'] ) );
			}
		}
		return $pairs;
	}

	/**
	 * The member's messages, their post and comment only when they exist.
	 *
	 * @param list<array<string, string>> $rows     Rows.
	 * @param array<int, true>            $posts    Posts that exist.
	 * @param array<int, int>             $comments Comments that exist.
	 * @param array<int, string>          $actors   Actors' e-mails.
	 * @return list<array<string, mixed>>
	 */
	private static function messages( array $rows, array $posts, array $comments, array $actors ): array {
		$messages = array();
		foreach ( $rows as $row ) {
			$post       = (int) $row['post_id'];
			$comment    = (int) $row['comment_id'];
			$messages[] = array(
				'category' => $row['category'],
				'type'     => $row['type'],
				'post'     => isset( $posts[ $post ] ) ? $post : null,
				'comment'  => isset( $comments[ $comment ] ) ? $comment : null,
				'actor'    => $actors[ (int) $row['actor_id'] ] ?? null,
				'excerpt'  => $row['excerpt'],
				'status'   => $row['status'],
				'created'  => ExportDictionary::utc( $row['created_at'] ),
			);
		}
		return $messages;
	}

	/**
	 * A column's values as ids.
	 *
	 * @param list<array<string, string>> $rows   Rows.
	 * @param string                      $column Column.
	 * @return list<int>
	 */
	private static function column( array $rows, string $column ): array {
		return array_map( 'intval', array_column( $rows, $column ) );
	}
}
