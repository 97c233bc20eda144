<?php
/**
 * Files sent with a research-news submission.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Failure;
use Mvc\Core\Module;
use WP_Error;
use WP_Post;
use WP_Query;

/**
 * The files of 提交科研资讯: check() refuses what is not allowed (TYPES, MAX_FILES, MAX_BYTES, the
 * server's own limit) before anything is stored; attach() stores each through media_handle_sideload()
 * as an attachment of the submission, under a random file name, so a site whose uploads are shared or
 * offloaded keeps them the same way. They are personal data: private with their private post, shown
 * in the media library only to inbox readers, deleted with their submission. See
 * docs/features/contact-and-submissions.md, "Submissions: the forms and the operators' inbox".
 */
final class Attachments implements Module {

	/**
	 * Most files per submission, and most bytes per file.
	 */
	public const MAX_FILES = 3;
	public const MAX_BYTES = 5 * self::MB;

	/**
	 * Bytes in a megabyte.
	 */
	public const MB = 1048576;

	/**
	 * The accepted types: extension => MIME type.
	 */
	public const TYPES = array(
		'jpg|jpeg' => 'image/jpeg',
		'png'      => 'image/png',
		'webp'     => 'image/webp',
		'pdf'      => 'application/pdf',
		'doc'      => 'application/msword',
		'docx'     => 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	);

	/**
	 * The form's field of the files.
	 */
	public const FIELD = 'files';

	/**
	 * Meta marking an attachment as a submission's file.
	 */
	public const META_FILE = '_mvc_submission_file';

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
		add_action( 'before_delete_post', array( self::class, 'delete_with_submission' ), 10, 2 );
		add_action( 'add_attachment', array( self::class, 'forget' ) );
		add_action( 'delete_attachment', array( self::class, 'forget' ) );
		add_filter( 'ajax_query_attachments_args', array( self::class, 'hide_from_library' ) );
		add_action( 'pre_get_posts', array( self::class, 'hide_from_list' ) );
	}

	/**
	 * The most bytes a file may have here: MAX_BYTES, or less when PHP takes less.
	 */
	public static function max_bytes(): int {
		$server = (int) wp_max_upload_size();
		return $server > 0 ? min( self::MAX_BYTES, $server ) : self::MAX_BYTES;
	}

	/**
	 * The size limit in megabytes, for people ("2", "1.5").
	 */
	public static function max_megabytes(): string {
		$mb = self::max_bytes() / self::MB;
		return number_format_i18n( $mb, floor( $mb ) === $mb ? 0 : 1 );
	}

	/**
	 * The accepted extensions, for people (JPG, PNG, ...).
	 */
	public static function extensions(): string {
		return strtoupper( implode( ', ', explode( '|', implode( '|', array_keys( self::TYPES ) ) ) ) );
	}

	/**
	 * The files sent, checked: the ones chosen (empty slots of the form left out), each uploaded
	 * whole, within the size and of an accepted type by its content, at most MAX_FILES.
	 *
	 * @param array $files The uploads (name, tmp_name, size, error), as PHP lists them.
	 * @phpstan-param list<array<string, mixed>> $files
	 * @return list<array{name: string, tmp_name: string, ext: string, type: string}>|WP_Error
	 */
	public static function check( array $files ) {
		$chosen = array();
		foreach ( $files as $file ) {
			$error = isset( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_NO_FILE;
			if ( UPLOAD_ERR_NO_FILE === $error ) {
				continue;
			}
			$name = isset( $file['name'] ) && is_string( $file['name'] ) ? sanitize_file_name( wp_basename( $file['name'] ) ) : '';
			if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
				return self::too_big( $name );
			}
			$tmp = isset( $file['tmp_name'] ) && is_string( $file['tmp_name'] ) ? $file['tmp_name'] : '';
			if ( UPLOAD_ERR_OK !== $error || '' === $tmp || ! is_file( $tmp ) ) {
				/* translators: %s: file name. */
				return self::refuse( sprintf( __( 'The file "%s" did not arrive whole. Please try again.', 'mvc-core' ), $name ) );
			}
			if ( (int) filesize( $tmp ) > self::max_bytes() ) {
				return self::too_big( $name );
			}
			$type = wp_check_filetype_and_ext( $tmp, '' !== $name ? $name : 'file', self::TYPES );
			if ( empty( $type['ext'] ) || empty( $type['type'] ) ) {
				/* translators: 1: file name, 2: the accepted types. */
				return self::refuse( sprintf( __( 'The file "%1$s" is not of an accepted type (%2$s).', 'mvc-core' ), $name, self::extensions() ) );
			}
			$chosen[] = array(
				'name'     => '' !== $name ? $name : 'file.' . $type['ext'],
				'tmp_name' => $tmp,
				'ext'      => (string) $type['ext'],
				'type'     => (string) $type['type'],
			);
		}//end foreach
		if ( count( $chosen ) > self::MAX_FILES ) {
			/* translators: %d: most files. */
			return self::refuse( sprintf( __( 'Please attach at most %d files.', 'mvc-core' ), self::MAX_FILES ) );
		}
		return $chosen;
	}

	/**
	 * Stores checked files as attachments of a submission; on a failure, removes the ones stored.
	 *
	 * @param int                                                                    $id      Submission id.
	 * @param list<array{name: string, tmp_name: string, ext: string, type: string}> $uploads Checked files (check()).
	 * @return list<int>|WP_Error The attachments' ids.
	 */
	public static function attach( int $id, array $uploads ) {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$stored = array();
		foreach ( $uploads as $upload ) {
			$attachment = media_handle_sideload(
				array(
					// A random name: the address of a private file is not guessed from the sender's.
					'name'     => 'news-' . strtolower( wp_generate_password( 16, false ) ) . '.' . $upload['ext'],
					'tmp_name' => $upload['tmp_name'],
				),
				$id,
				null,
				array(
					'post_title'  => $upload['name'],
					'post_author' => 0,
				)
			);
			if ( is_wp_error( $attachment ) ) {
				foreach ( $stored as $done ) {
					wp_delete_attachment( $done, true );
				}
				/* translators: %s: file name. */
				return Failure::make( 500, sprintf( __( 'The file "%s" could not be saved. Please try again later.', 'mvc-core' ), $upload['name'] ), 500 );
			}
			update_post_meta( $attachment, self::META_FILE, '1' );
			$stored[] = $attachment;
		}//end foreach
		return $stored;
	}

	/**
	 * A submission's files.
	 *
	 * @param int $id Submission id.
	 * @return list<array{id: int, name: string, url: string}>
	 */
	public static function of( int $id ): array {
		$files = array();
		foreach ( self::ids( $id ) as $attachment ) {
			$files[] = array(
				'id'   => $attachment,
				'name' => html_entity_decode( get_the_title( $attachment ), ENT_QUOTES, 'UTF-8' ),
				'url'  => (string) wp_get_attachment_url( $attachment ),
			);
		}
		return $files;
	}

	/**
	 * `before_delete_post`: a submission deleted for good takes its files with it.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    The post.
	 */
	public static function delete_with_submission( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type ) {
			return;
		}
		foreach ( self::ids( $post->ID ) as $attachment ) {
			wp_delete_attachment( $attachment, true );
		}
	}

	/**
	 * `ajax_query_attachments_args`: the media library's grid leaves submissions' files out for
	 * anyone who may not read the inbox.
	 *
	 * @param mixed $args Query arguments.
	 * @return mixed
	 */
	public static function hide_from_library( $args ) {
		if ( ! is_array( $args ) || current_user_can( SubmissionType::CAPABILITY ) ) {
			return $args;
		}
		$meta               = isset( $args['meta_query'] ) && is_array( $args['meta_query'] ) ? $args['meta_query'] : array();
		$meta[]             = array(
			'key'     => self::META_FILE,
			'compare' => 'NOT EXISTS',
		);
		$args['meta_query'] = $meta; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- few rows carry the key.
		return $args;
	}

	/**
	 * `pre_get_posts`: the same for the media library's list (upload.php).
	 *
	 * @param mixed $query The query.
	 */
	public static function hide_from_list( $query ): void {
		if ( ! $query instanceof WP_Query || ! is_admin() || ! $query->is_main_query() || 'attachment' !== $query->get( 'post_type' ) || current_user_can( SubmissionType::CAPABILITY ) ) {
			return;
		}
		$meta   = $query->get( 'meta_query' );
		$meta   = is_array( $meta ) ? $meta : array();
		$meta[] = array(
			'key'     => self::META_FILE,
			'compare' => 'NOT EXISTS',
		);
		$query->set( 'meta_query', $meta );
	}

	/**
	 * The attachment ids of a submission.
	 *
	 * @param int $id Submission id.
	 * @return list<int>
	 */
	private static function ids( int $id ): array {
		if ( isset( self::$primed[ $id ] ) ) {
			return self::$primed[ $id ];
		}
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_parent'    => $id,
				'post_status'    => 'any',
				'posts_per_page' => 10,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * A refusal of the files.
	 *
	 * @param string $message The message.
	 */
	private static function refuse( string $message ): WP_Error {
		return Failure::make( 400, $message, 400, array( 'field' => self::FIELD ) );
	}

	/**
	 * The refusal of a file over the size limit.
	 *
	 * @param string $name File name.
	 */
	private static function too_big( string $name ): WP_Error {
		/* translators: 1: file name, 2: the limit in megabytes. */
		return self::refuse( sprintf( __( 'The file "%1$s" is too large: each file can be at most %2$s MB.', 'mvc-core' ), $name, self::max_megabytes() ) );
	}

	/**
	 * Files of submissions read together (prime()), by submission id; forgotten when a file is
	 * added or deleted.
	 *
	 * @var array<int, list<int>>
	 */
	private static array $primed = array();

	/**
	 * Reads the files of many submissions (a page of the inbox) in one query, as ids() reads them
	 * one by one: children of type attachment not trashed nor auto-drafts, ten each, by id.
	 *
	 * @param array<int, int> $ids Submission ids.
	 */
	public static function prime( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_diff( array_unique( array_filter( array_map( 'intval', $ids ) ) ), array_keys( self::$primed ) ) );
		if ( ! $ids ) {
			return;
		}
		$list = implode( ',', $ids );
		$rows = $wpdb->get_results( "SELECT ID, post_parent FROM {$wpdb->posts} WHERE post_parent IN ({$list}) AND post_type = 'attachment' AND post_status <> 'trash' AND post_status <> 'auto-draft' ORDER BY post_parent, ID", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only; one query for a page of the inbox.
		foreach ( $ids as $id ) {
			self::$primed[ $id ] = array();
		}
		$files = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$parent = (int) $row['post_parent'];
			if ( count( self::$primed[ $parent ] ) < 10 ) {
				self::$primed[ $parent ][] = (int) $row['ID'];
				$files[]                   = (int) $row['ID'];
			}
		}
		// Their titles and files (of() reads them): posts and meta in two queries.
		if ( $files ) {
			_prime_post_caches( $files, false, true );
		}
	}

	/**
	 * `add_attachment`, `delete_attachment`: what prime() read may be stale.
	 */
	public static function forget(): void {
		self::$primed = array();
	}
}
