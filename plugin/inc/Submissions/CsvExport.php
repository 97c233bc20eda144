<?php
/**
 * The inbox's CSV export.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use WP_Query;

/**
 * 导出 CSV on the inbox downloads the list as filtered (kind, trash or not, search) through
 * admin-post.php (ACTION, with a nonce, for editors and administrators only): UTF-8 with a byte
 * order mark so Excel shows the Chinese, Chinese column names, RFC 4180 quoting, and every cell
 * that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return)
 * prefixed with an apostrophe.
 */
final class CsvExport {

	public const ACTION = 'mvc_submissions_csv';

	/**
	 * Submissions read per query.
	 */
	public const BATCH = 200;

	/**
	 * The export's address for a filter.
	 *
	 * @param string $kind   A kind, or '' for all.
	 * @param string $status 'trash' for the trash, '' for the inbox.
	 * @param string $search Search words, or ''.
	 * @param string $state  A state view (Inbox::STATES), or ''.
	 */
	public static function url( string $kind = '', string $status = '', string $search = '', string $state = '' ): string {
		$args = array_filter(
			array(
				'action'         => self::ACTION,
				Inbox::KIND_VAR  => $kind,
				'post_status'    => $status,
				's'              => $search,
				Inbox::STATE_VAR => $state,
			)
		);
		return wp_nonce_url( add_query_arg( array_map( 'rawurlencode', $args ), admin_url( 'admin-post.php' ) ), self::ACTION );
	}

	/**
	 * The admin-post.php action: sends the file (or refuses without the capability or the nonce).
	 */
	public function download(): void {
		if ( ! current_user_can( SubmissionType::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		check_admin_referer( self::ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked above.
		$kind   = Inbox::kind( isset( $_GET[ Inbox::KIND_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ Inbox::KIND_VAR ] ) ) : '' );
		$status = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status'] ? 'trash' : '';
		$search = isset( $_GET['s'] ) && is_string( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$state  = Inbox::state( isset( $_GET[ Inbox::STATE_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ Inbox::STATE_VAR ] ) ) : '' );
		// phpcs:enable
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="' . self::filename( $kind ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo self::csv( $kind, $status, $search, $state ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, its cells quoted and defused in line().
		exit;
	}

	/**
	 * The file's name: submissions[-kind]-YYYYMMDD.csv.
	 *
	 * @param string $kind A kind, or ''.
	 */
	public static function filename( string $kind ): string {
		return 'submissions' . ( '' === $kind ? '' : '-' . str_replace( '_', '-', $kind ) ) . '-' . wp_date( 'Ymd' ) . '.csv';
	}

	/**
	 * The whole file: the byte order mark, the header and one line per submission, newest first.
	 *
	 * @param string $kind   A kind, or '' for all.
	 * @param string $status 'trash' for the trash, '' for the inbox.
	 * @param string $search Search words, or ''.
	 * @param string $state  A state view (Inbox::STATES), or ''.
	 */
	public static function csv( string $kind = '', string $status = '', string $search = '', string $state = '' ): string {
		$csv = "\xEF\xBB\xBF" . self::line(
			array(
				__( 'Kind', 'mvc-core' ),
				__( 'Name', 'mvc-core' ),
				__( 'E-mail', 'mvc-core' ),
				__( 'Subject', 'mvc-core' ),
				__( 'Message', 'mvc-core' ),
				__( 'From', 'mvc-core' ),
				__( 'Source link', 'mvc-core' ),
				__( 'Received', 'mvc-core' ),
				__( 'Status', 'mvc-core' ),
			)
		);
		for ( $page = 1; ; $page++ ) {
			$ids = self::ids( $kind, $status, $search, $page, $state );
			foreach ( $ids as $id ) {
				$submission = Submissions::get( $id );
				if ( ! $submission ) {
					continue;
				}
				$csv .= self::line(
					array(
						Submissions::kind_label( $submission['kind'] ),
						$submission['name'],
						$submission['email'],
						$submission['subject'],
						$submission['message'],
						$submission['source_title'],
						$submission['source_url'],
						$submission['date'],
						Inbox::state_label( Inbox::state_of( $id ) ),
					)
				);
			}
			if ( count( $ids ) < self::BATCH ) {
				return $csv;
			}
		}//end for
	}

	/**
	 * One line: every cell defused and quoted as RFC 4180 says, ended by CRLF.
	 *
	 * @param array<int, string> $cells Cells.
	 */
	public static function line( array $cells ): string {
		$quoted = array();
		foreach ( $cells as $cell ) {
			$quoted[] = '"' . str_replace( '"', '""', self::defused( $cell ) ) . '"';
		}
		return implode( ',', $quoted ) . "\r\n";
	}

	/**
	 * A cell a spreadsheet will not run: one starting with = + - @, a tab or a carriage return gets
	 * an apostrophe in front (OWASP's advice against CSV injection).
	 *
	 * @param string $cell Cell.
	 */
	public static function defused( string $cell ): string {
		return 1 === preg_match( '/^[=+\-@\t\r]/', $cell ) ? "'" . $cell : $cell;
	}

	/**
	 * A page of the ids the list shows.
	 *
	 * @param string $kind   A kind, or ''.
	 * @param string $status 'trash' or ''.
	 * @param string $search Search words, or ''.
	 * @param int    $page   Page, from 1.
	 * @param string $state  A state view, or ''.
	 * @return list<int>
	 */
	private static function ids( string $kind, string $status, string $search, int $page, string $state = '' ): array {
		$args = array(
			'post_type'              => SubmissionType::TYPE,
			'post_status'            => 'trash' === $status ? 'trash' : 'private',
			'posts_per_page'         => self::BATCH, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- a batch of ids for the file.
			'paged'                  => $page,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'fields'                 => 'ids',
			'no_found_rows'          => true,
			'update_post_term_cache' => false,
		);
		if ( '' !== $kind ) {
			$args['meta_key']   = Submissions::META_KIND; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- the kind filter of a small private table.
			$args['meta_value'] = $kind; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
		}
		if ( '' !== $search ) {
			$args['s'] = $search;
		}
		if ( '' !== Inbox::state( $state ) ) {
			$args['meta_query'] = Inbox::state_query( $state ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the state view of a small private table.
		}
		$query = new WP_Query( $args );
		return array_values( array_map( 'intval', $query->posts ) );
	}
}
