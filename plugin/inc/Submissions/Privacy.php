<?php
/**
 * Submissions in WordPress's personal-data export and erasure.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use WP_Query;

/**
 * When someone asks what the site keeps about their e-mail address, or asks for it to be erased
 * (Tools > Export Personal Data / Erase Personal Data), their submissions are part of the answer:
 * the exporter lists every submission sent with the address, the eraser deletes them for good.
 */
final class Privacy implements Module {

	/**
	 * The key of the exporter and the eraser, and the export's group.
	 */
	public const KEY = 'mvc-submissions';

	/**
	 * Submissions per page of the export or the erasure.
	 */
	public const PAGE = 50;

	/**
	 * Always applies (the requests run through admin-ajax.php).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
	}

	/**
	 * Registers the exporter.
	 *
	 * @param mixed $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public function add_exporter( $exporters ): array {
		$exporters              = is_array( $exporters ) ? $exporters : array();
		$exporters[ self::KEY ] = array(
			'exporter_friendly_name' => __( 'Submissions', 'mvc-core' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param mixed $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public function add_eraser( $erasers ): array {
		$erasers              = is_array( $erasers ) ? $erasers : array();
		$erasers[ self::KEY ] = array(
			'eraser_friendly_name' => __( 'Submissions', 'mvc-core' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the submissions sent with an address, as export items.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array{group_id: string, group_label: string, item_id: string, data: list<array{name: string, value: string}>}>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$ids   = self::ids( (string) $email, max( 1, (int) $page ) );
		$items = array();
		foreach ( $ids as $id ) {
			$submission = Submissions::get( $id );
			if ( ! $submission ) {
				continue;
			}
			$extra = array();
			if ( $submission['files'] ) {
				$extra[] = array(
					'name'  => __( 'Attachments', 'mvc-core' ),
					'value' => implode( "\n", array_map( static fn( array $file ): string => $file['name'] . ' ' . $file['url'], $submission['files'] ) ),
				);
			}
			foreach ( Replies::of( $id ) as $reply ) {
				$extra[] = array(
					/* translators: %s: date and time (UTC). */
					'name'  => sprintf( __( 'Reply sent on %s (UTC)', 'mvc-core' ), $reply['date'] ),
					'value' => $reply['text'],
				);
			}
			$items[] = array(
				'group_id'    => self::KEY,
				'group_label' => __( 'Submissions', 'mvc-core' ),
				'item_id'     => self::KEY . '-' . $id,
				'data'        => array_merge(
					array(
						array(
							'name'  => __( 'Kind', 'mvc-core' ),
							'value' => Submissions::kind_label( $submission['kind'] ),
						),
						array(
							'name'  => __( 'Name', 'mvc-core' ),
							'value' => $submission['name'],
						),
						array(
							'name'  => __( 'E-mail', 'mvc-core' ),
							'value' => $submission['email'],
						),
						array(
							'name'  => __( 'Subject', 'mvc-core' ),
							'value' => $submission['subject'],
						),
						array(
							'name'  => __( 'Message', 'mvc-core' ),
							'value' => $submission['message'],
						),
						array(
							'name'  => __( 'From', 'mvc-core' ),
							'value' => $submission['source_title'],
						),
						array(
							'name'  => __( 'Received', 'mvc-core' ),
							'value' => $submission['date'],
						),
					),
					$extra
				),
			);
		}//end foreach
		return array(
			'data' => $items,
			'done' => count( $ids ) < self::PAGE,
		);
	}

	/**
	 * Deletes for good a batch of the submissions sent with an address (always the first batch:
	 * the deleted ones are gone from the next query).
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1 (not used).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$ids     = self::ids( (string) $email, 1 );
		$removed = false;
		foreach ( $ids as $id ) {
			$removed = (bool) wp_delete_post( $id, true ) || $removed;
		}
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $ids ) < self::PAGE,
		);
	}

	/**
	 * A page of the ids of the submissions (any status) sent with an address.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return list<int>
	 */
	private static function ids( string $email, int $page ): array {
		$email = strtolower( trim( $email ) );
		if ( ! is_email( $email ) ) {
			return array();
		}
		$query = new WP_Query(
			array(
				'post_type'      => SubmissionType::TYPE,
				'post_status'    => array( 'private', 'trash' ),
				'meta_key'       => Submissions::META_EMAIL, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a privacy request, rarely.
				'meta_value'     => $email, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
				'posts_per_page' => self::PAGE, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 50 a page, as core's exporters.
				'paged'          => $page,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		return array_values( array_map( 'intval', $query->posts ) );
	}
}
