<?php
/**
 * Featured images for the demo content, drawn locally with GD (nothing is fetched).
 *
 * @package Mvc
 */

namespace Mvc\Seed;

/**
 * Abstract "micrograph" pictures: a two-colour gradient with soft circles and a lattice, each
 * deterministic for its number, added to the media library.
 */
final class Images {

	/**
	 * Palettes: [from, to] colours.
	 */
	private const PALETTES = array(
		array( array( 11, 92, 173 ), array( 64, 196, 255 ) ),
		array( array( 20, 40, 80 ), array( 0, 168, 150 ) ),
		array( array( 94, 53, 177 ), array( 236, 64, 122 ) ),
		array( array( 0, 105, 92 ), array( 174, 213, 129 ) ),
		array( array( 191, 54, 12 ), array( 255, 202, 40 ) ),
		array( array( 38, 50, 56 ), array( 120, 144, 156 ) ),
		array( array( 13, 71, 161 ), array( 179, 229, 252 ) ),
		array( array( 74, 20, 140 ), array( 3, 169, 244 ) ),
	);

	/**
	 * Creates an image attachment.
	 *
	 * @param int    $number Picture number (decides palette and shapes).
	 * @param string $title  Attachment title.
	 * @param int    $width  Width in pixels.
	 * @param int    $height Height in pixels.
	 * @return int Attachment id, 0 on failure.
	 */
	public static function create( int $number, string $title, int $width = 1200, int $height = 750 ): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$png = self::draw( $number, $width, $height );
		if ( '' === $png ) {
			return 0;
		}
		$upload = wp_upload_bits( sprintf( 'mvc-demo-%02d-%dx%d.png', $number, $width, $height ), null, $png );
		if ( ! empty( $upload['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			$upload['file']
		);
		if ( ! $id ) {
			return 0;
		}
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		update_post_meta( $id, '_wp_attachment_image_alt', $title );
		return $id;
	}

	/**
	 * The PNG bytes.
	 *
	 * @param int $number Picture number.
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	private static function draw( int $number, int $width, int $height ): string {
		$image = imagecreatetruecolor( $width, $height );
		if ( false === $image ) {
			return '';
		}
		mt_srand( 1000 + $number );
		list( $from, $to ) = self::PALETTES[ $number % count( self::PALETTES ) ];
		for ( $y = 0; $y < $height; $y++ ) {
			$t     = $y / max( 1, $height - 1 );
			$color = (int) imagecolorallocate(
				$image,
				(int) ( $from[0] + ( $to[0] - $from[0] ) * $t ),
				(int) ( $from[1] + ( $to[1] - $from[1] ) * $t ),
				(int) ( $from[2] + ( $to[2] - $from[2] ) * $t )
			);
			imageline( $image, 0, $y, $width, $y, $color );
		}
		imagealphablending( $image, true );
		for ( $i = 0; $i < 14; $i++ ) {
			$alpha  = mt_rand( 70, 110 );
			$circle = (int) imagecolorallocatealpha( $image, 255, 255, 255, $alpha );
			$size   = mt_rand( (int) ( $height / 8 ), (int) ( $height / 2 ) );
			imagefilledellipse( $image, mt_rand( 0, $width ), mt_rand( 0, $height ), $size, $size, $circle );
		}
		$line = (int) imagecolorallocatealpha( $image, 255, 255, 255, 105 );
		$step = (int) ( $width / 16 );
		for ( $x = -$height; $x < $width; $x += $step ) {
			imageline( $image, $x, $height, $x + $height, 0, $line );
		}
		ob_start();
		imagepng( $image, null, 6 );
		$png = (string) ob_get_clean();
		imagedestroy( $image );
		return $png;
	}
}
