<?php
/**
 * The log of Baidu pushes, as a wp-admin list.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use WP_List_Table;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Every address queued, newest first, PER_PAGE a page: the content's title linked to its edit screen
 * with the address under it, the state, the time and Baidu's answer in Chinese.
 */
final class LogTable extends WP_List_Table {

	public const PER_PAGE = 50;

	/**
	 * A list without bulk actions or screen options.
	 */
	public function __construct() {
		parent::__construct(
			array(
				'plural'   => 'mvc-baidu-log',
				'singular' => 'mvc-baidu-entry',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'content' => __( 'Content and address', 'mvc-core' ),
			'state'   => __( 'State', 'mvc-core' ),
			'time'    => __( 'Time', 'mvc-core' ),
			'answer'  => __( 'Baidu\'s answer', 'mvc-core' ),
		);
	}

	/**
	 * Reads the page's rows; the total is the sum of the state counts (their index, no scan).
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'content' );
		$total                 = 0;
		foreach ( array( Queue::WAITING, Queue::SENT, Queue::FAILED, Queue::REMOVED ) as $state ) {
			$total += Queue::count( $state );
		}
		$this->items = Queue::page( self::PER_PAGE, $this->get_pagenum() );
		_prime_post_caches( array_map( static fn( $row ) => (int) $row->post_id, $this->items ), false, false );
		$this->set_pagination_args(
			array(
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * When there is nothing yet.
	 */
	public function no_items(): void {
		esc_html_e( 'No address has been queued for Baidu yet.', 'mvc-core' );
	}

	/**
	 * A cell.
	 *
	 * @param object $item        Row.
	 * @param string $column_name Column.
	 * @return string
	 */
	public function column_default( $item, $column_name ) {
		$row = (array) $item;
		switch ( $column_name ) {
			case 'content':
				return $this->content_cell( (int) $row['post_id'], (string) $row['url'] );
			case 'state':
				return esc_html( self::state_name( (string) $row['state'] ) );
			case 'time':
				return esc_html( (string) wp_date( __( 'Y-m-d H:i', 'mvc-core' ), (int) strtotime( $row['updated_at'] . ' UTC' ) ) );
			case 'answer':
				$text = Answers::reason( (string) $row['answer'] );
				if ( Queue::WAITING === $row['state'] && (int) $row['tries'] > 0 ) {
					/* translators: 1: the reason, 2: the time of the next try. */
					$text = sprintf( __( '%1$s Next try: %2$s.', 'mvc-core' ), $text, wp_date( __( 'Y-m-d H:i', 'mvc-core' ), (int) strtotime( $row['next_try'] . ' UTC' ) ) );
				}
				return esc_html( $text );
		}
		return '';
	}

	/**
	 * The content's title (linked to its edit screen when the operator may edit it) and its address.
	 *
	 * @param int    $post_id Post.
	 * @param string $url     Address pushed.
	 */
	private function content_cell( int $post_id, string $url ): string {
		$post  = get_post( $post_id );
		$title = $post ? get_the_title( $post ) : '';
		$title = '' === $title ? __( '(content deleted)', 'mvc-core' ) : $title;
		$link  = $post ? get_edit_post_link( $post, 'raw' ) : null;
		$head  = $link ? sprintf( '<a class="row-title" href="%1$s">%2$s</a>', esc_url( $link ), esc_html( $title ) ) : '<span class="row-title">' . esc_html( $title ) . '</span>';
		return '<strong>' . $head . '</strong><br /><a href="' . esc_url( $url ) . '" class="mvc-baidu-url">' . esc_html( $url ) . '</a>';
	}

	/**
	 * A state's name in Chinese.
	 *
	 * @param string $state Queue state.
	 */
	public static function state_name( string $state ): string {
		$names = array(
			Queue::WAITING => __( 'Waiting', 'mvc-core' ),
			Queue::SENT    => __( 'Pushed', 'mvc-core' ),
			Queue::FAILED  => __( 'Failed', 'mvc-core' ),
			Queue::REMOVED => __( 'Not pushed', 'mvc-core' ),
		);
		return $names[ $state ] ?? $state;
	}
}
