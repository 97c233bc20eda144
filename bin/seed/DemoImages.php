<?php
/**
 * The demo content's images, drawn locally.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

/**
 * The images of the demo content (DemoContent), drawn locally by Images: each found in the media library
 * by its file name before it is drawn.
 */
final class DemoImages {

	/**
	 * Twelve featured images shared by the articles.
	 *
	 * @return array<int, int> Attachment ids.
	 */
	public static function images(): array {
		$ids = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$id = self::image( $i, sprintf( '示例配图 %d', $i + 1 ) );
			if ( $id ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * A drawn image: the one an earlier run added to the media library, otherwise a new one.
	 *
	 * @param int    $number Picture number.
	 * @param string $title  Attachment title.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @return int Attachment id, 0 on failure.
	 */
	public static function image( int $number, string $title, int $width = 1200, int $height = 750 ): int {
		$existing = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- run once, by the setup script.
					array(
						'key'     => '_wp_attached_file',
						'value'   => sprintf( 'mvc-demo-%02d-%dx%d', $number, $width, $height ),
						'compare' => 'LIKE',
					),
				),
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		return Images::create( $number, $title, $width, $height );
	}
}
