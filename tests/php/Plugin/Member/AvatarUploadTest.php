<?php
/**
 * A member's avatar upload.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * AvatarUpload::store() keeps a square of at most 400 pixels re-encoded by WordPress's image editor
 * (no EXIF left), as an attachment of the member's own, replaces the previous one and refuses what
 * is not a JPEG, PNG or WebP image of at most 2 MB, changing nothing then. Real images are made
 * here with GD; the JPEGs carry a hand-made EXIF segment (APP1) naming a camera.
 */
final class AvatarUploadTest extends TestCase {

	/**
	 * The camera the fixtures' EXIF names.
	 */
	public const CAMERA = 'SpyCam';

	/**
	 * Uploads folder of the test.
	 *
	 * @var string
	 */
	private static string $uploads = '';

	/**
	 * Files made by the test.
	 *
	 * @var array<int, string>
	 */
	private static array $made = array();

	private int $member;

	protected function set_up(): void {
		parent::set_up();
		self::use_temporary_uploads();
		$this->member = self::factory()->member();
	}

	protected function tear_down(): void {
		self::clean_up();
		parent::tear_down();
	}

	/**
	 * Sends uploads to a folder of the test's own (the dev site's folder stays clean).
	 */
	public static function use_temporary_uploads(): void {
		self::$uploads = get_temp_dir() . 'mvc-avatar-test-' . wp_generate_password( 8, false );
		wp_mkdir_p( self::$uploads );
		add_filter( 'upload_dir', array( self::class, 'upload_dir' ) );
	}

	/**
	 * Removes the test's uploads folder and fixtures.
	 */
	public static function clean_up(): void {
		remove_filter( 'upload_dir', array( self::class, 'upload_dir' ) );
		foreach ( self::$made as $file ) {
			wp_delete_file( $file );
		}
		self::$made = array();
		if ( '' !== self::$uploads && is_dir( self::$uploads ) ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::$uploads, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $files as $file ) {
				$file->isDir() ? rmdir( $file->getPathname() ) : wp_delete_file( $file->getPathname() );
			}
			rmdir( self::$uploads );
		}
	}

	/**
	 * `upload_dir`: the test's folder.
	 *
	 * @param array<string, mixed> $dirs Upload folders.
	 * @return array<string, mixed>
	 */
	public static function upload_dir( $dirs ): array {
		$dirs['basedir'] = self::$uploads;
		$dirs['path']    = self::$uploads . $dirs['subdir'];
		return $dirs;
	}

	/**
	 * Files in the uploads folder.
	 *
	 * @return array<int, string>
	 */
	public static function uploaded_files(): array {
		$found = array();
		if ( is_dir( self::$uploads ) ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::$uploads, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$found[] = $file->getPathname();
			}
		}
		sort( $found );
		return $found;
	}

	/**
	 * A GD image: the left half red, the right half blue.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 * @return \GdImage
	 */
	private static function picture( int $width, int $height ) {
		$image = imagecreatetruecolor( $width, $height );
		imagefilledrectangle( $image, 0, 0, intdiv( $width, 2 ) - 1, $height - 1, (int) imagecolorallocate( $image, 255, 0, 0 ) );
		imagefilledrectangle( $image, intdiv( $width, 2 ), 0, $width - 1, $height - 1, (int) imagecolorallocate( $image, 0, 0, 255 ) );
		return $image;
	}

	/**
	 * A file of the test with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	public static function file( string $bytes ): string {
		$path = (string) wp_tempnam( 'mvc-avatar-fixture' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		self::$made[] = $path;
		return $path;
	}

	/**
	 * An EXIF segment (APP1, big-endian TIFF) with the camera's make and an orientation.
	 *
	 * @param int $orientation EXIF orientation (1: upright; 6: turn 90° clockwise to show).
	 */
	public static function exif_segment( int $orientation = 1 ): string {
		$make = self::CAMERA . "\0";
		// IFD0 at offset 8: two entries, then the next-IFD offset, then the make's text.
		$data = 8 + 2 + 2 * 12 + 4;
		$tiff = 'MM' . pack( 'n', 42 ) . pack( 'N', 8 )
			. pack( 'n', 2 )
			. pack( 'nnNN', 0x010F, 2, strlen( $make ), $data )
			. pack( 'nnNnn', 0x0112, 3, 1, $orientation, 0 )
			. pack( 'N', 0 )
			. $make;
		$body = "Exif\0\0" . $tiff;
		return "\xFF\xE1" . pack( 'n', strlen( $body ) + 2 ) . $body;
	}

	/**
	 * A JPEG made by GD with the EXIF segment after its start marker.
	 *
	 * @param int $width       Width.
	 * @param int $height      Height.
	 * @param int $orientation EXIF orientation.
	 */
	public static function jpeg( int $width, int $height, int $orientation = 1 ): string {
		ob_start();
		imagejpeg( self::picture( $width, $height ), null, 90 );
		$bytes = (string) ob_get_clean();
		return self::file( substr( $bytes, 0, 2 ) . self::exif_segment( $orientation ) . substr( $bytes, 2 ) );
	}

	/**
	 * A PNG or WebP (or GIF) made by GD.
	 *
	 * @param string $type   png, webp or gif.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 */
	public static function image( string $type, int $width, int $height ): string {
		ob_start();
		$writer = 'image' . $type;
		$writer( self::picture( $width, $height ) );
		return self::file( (string) ob_get_clean() );
	}

	/**
	 * A $_FILES entry.
	 *
	 * @param string $path  The temporary file.
	 * @param string $name  The name the browser gave.
	 * @param int    $error PHP's upload error.
	 * @return array<string, mixed>
	 */
	public static function upload( string $path, string $name = 'blob', int $error = UPLOAD_ERR_OK ): array {
		return array(
			'name'     => $name,
			'type'     => 'image/jpeg',
			'tmp_name' => $path,
			'error'    => $error,
			'size'     => is_file( $path ) ? filesize( $path ) : 0,
		);
	}

	/**
	 * A $_FILES entry of a field sent as a list (`file[]`).
	 *
	 * @return array<string, mixed>
	 */
	private static function listed(): array {
		return array(
			'tmp_name' => array( 'x' ),
			'error'    => array( 0 ),
		);
	}

	/**
	 * The markers of a JPEG's header segments, up to the image data.
	 *
	 * @param string $path JPEG file.
	 * @return array<int, int>
	 */
	public static function jpeg_markers( string $path ): array {
		$bytes   = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$markers = array();
		$at      = 2;
		$length  = strlen( $bytes );
		while ( $at + 4 <= $length && "\xFF" === $bytes[ $at ] ) {
			$marker    = ord( $bytes[ $at + 1 ] );
			$markers[] = $marker;
			if ( 0xDA === $marker ) {
				break;
			}
			$at += 2 + unpack( 'n', substr( $bytes, $at + 2, 2 ) )[1];
		}
		return $markers;
	}

	/**
	 * The stored file of the member's avatar.
	 *
	 * @param int $user_id Member.
	 */
	private static function avatar_file( int $user_id ): string {
		return (string) get_attached_file( (int) get_user_meta( $user_id, Profile::META_AVATAR, true ) );
	}

	/**
	 * Attachments in the database.
	 */
	private static function attachment_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" );
	}

	public function test_the_fixture_carries_exif(): void {
		$jpeg = self::jpeg( 60, 40 );

		$exif = exif_read_data( $jpeg );

		$this->assertIsArray( $exif );
		$this->assertSame( self::CAMERA, $exif['Make'] );
		$this->assertContains( 0xE1, self::jpeg_markers( $jpeg ) );
	}

	public function test_a_jpeg_is_stored_as_a_centred_400_pixel_square_without_exif(): void {
		$url = AvatarUpload::store( $this->member, self::upload( self::jpeg( 900, 600 ) ) );

		$this->assertIsString( $url );
		$attachment = (int) get_user_meta( $this->member, Profile::META_AVATAR, true );
		$post       = get_post( $attachment );
		$file       = self::avatar_file( $this->member );
		$this->assertSame( Profile::avatar_url( $this->member ), $url );
		$this->assertSame( 'attachment', $post->post_type );
		$this->assertSame( $this->member, (int) $post->post_author );
		$this->assertSame( 0, $post->post_parent );
		$this->assertSame( 'image/jpeg', $post->post_mime_type );
		$this->assertTrue( AvatarUpload::is_avatar( $attachment, $this->member ) );
		$this->assertStringStartsWith( self::$uploads, $file );
		$this->assertMatchesRegularExpression( '#/avatar-[a-z0-9]{16}\.jpg$#', $file );
		$this->assertSame( array( 400, 400, IMAGETYPE_JPEG ), array_slice( (array) getimagesize( $file ), 0, 3 ) );
		$this->assertNotContains( 0xE1, self::jpeg_markers( $file ) );
		$this->assertArrayNotHasKey( 'Make', (array) exif_read_data( $file ) );
		// The centre of 900x600 is the middle 600: still half red, half blue.
		$image = imagecreatefromjpeg( $file );
		$this->assertGreaterThan( 200, imagecolorat( $image, 100, 200 ) >> 16 & 0xFF );
		$this->assertGreaterThan( 200, imagecolorat( $image, 300, 200 ) & 0xFF );
		// Its one sub-size is the thumbnail the pages show, without EXIF either.
		$meta = wp_get_attachment_metadata( $attachment );
		$this->assertSame( array( 'thumbnail' ), array_keys( $meta['sizes'] ) );
		$this->assertStringEndsWith( '-150x150.jpg', $url );
		$this->assertNotContains( 0xE1, self::jpeg_markers( dirname( $file ) . '/' . $meta['sizes']['thumbnail']['file'] ) );
		$this->assertSame( '', $meta['image_meta']['camera'] );
	}

	public function test_a_turned_photo_is_stored_upright(): void {
		// Stored 300x200 with orientation 6: shown turned a quarter clockwise, 200x300, red on top.
		$url = AvatarUpload::store( $this->member, self::upload( self::jpeg( 300, 200, 6 ) ) );

		$this->assertIsString( $url );
		$file  = self::avatar_file( $this->member );
		$image = imagecreatefromjpeg( $file );
		$this->assertSame( array( 200, 200 ), array_slice( (array) getimagesize( $file ), 0, 2 ) );
		$this->assertGreaterThan( 200, imagecolorat( $image, 100, 20 ) >> 16 & 0xFF, 'red on top' );
		$this->assertGreaterThan( 200, imagecolorat( $image, 100, 180 ) & 0xFF, 'blue below' );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function data_types(): array {
		return array(
			'png'  => array( 'png', 'image/png', 'png' ),
			'webp' => array( 'webp', 'image/webp', 'webp' ),
		);
	}

	/**
	 * @dataProvider data_types
	 *
	 * @param string $type      GD writer.
	 * @param string $mime      Expected type.
	 * @param string $extension Expected extension.
	 */
	public function test_png_and_webp_keep_their_type_and_small_images_are_not_enlarged( string $type, string $mime, string $extension ): void {
		// Named as something else: the content decides.
		$url = AvatarUpload::store( $this->member, self::upload( self::image( $type, 120, 90 ), 'photo.gif' ) );

		$this->assertIsString( $url );
		$file = self::avatar_file( $this->member );
		$this->assertSame( $mime, get_post_mime_type( (int) get_user_meta( $this->member, Profile::META_AVATAR, true ) ) );
		$this->assertStringEndsWith( '.' . $extension, $file );
		$this->assertSame( $mime, wp_get_image_mime( $file ) );
		$this->assertSame( array( 90, 90 ), array_slice( (array) getimagesize( $file ), 0, 2 ) );
	}

	public function test_a_new_avatar_deletes_the_old_one_with_its_files(): void {
		AvatarUpload::store( $this->member, self::upload( self::jpeg( 500, 500 ) ) );
		$old       = (int) get_user_meta( $this->member, Profile::META_AVATAR, true );
		$old_files = self::uploaded_files();
		$this->assertCount( 2, $old_files );

		AvatarUpload::store( $this->member, self::upload( self::image( 'png', 300, 300 ) ) );

		$new = (int) get_user_meta( $this->member, Profile::META_AVATAR, true );
		$this->assertNotSame( $old, $new );
		$this->assertNull( get_post( $old ) );
		$this->assertSame( array(), array_intersect( $old_files, self::uploaded_files() ) );
		$this->assertCount( 2, self::uploaded_files() );
	}

	public function test_an_avatar_id_that_is_not_the_members_own_avatar_is_left_alone(): void {
		$image = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => 'image/jpeg',
			)
		);
		update_user_meta( $this->member, Profile::META_AVATAR, $image );

		AvatarUpload::store( $this->member, self::upload( self::jpeg( 100, 100 ) ) );

		$this->assertInstanceOf( \WP_Post::class, get_post( $image ) );
		$this->assertNotSame( $image, (int) get_user_meta( $this->member, Profile::META_AVATAR, true ) );
	}

	/**
	 * @return array<string, array{0: callable(): array<string, mixed>, 1: int, 2: string}>
	 */
	public function data_refused_uploads(): array {
		$type      = '只能上传 JPEG、PNG 或 WebP 格式的图片。';
		$not_image = '文件不是有效的图片，请上传 JPEG、PNG 或 WebP 格式的图片。';
		$too_big   = '图片太大：最大 2 MB。';
		return array(
			'gif'             => array( static fn() => self::upload( self::image( 'gif', 50, 50 ), 'a.jpg' ), 400, $type ),
			'bmp'             => array( static fn() => self::upload( self::image( 'bmp', 50, 50 ), 'a.png' ), 400, $type ),
			'text named .jpg' => array( static fn() => self::upload( self::file( 'hello world' ), 'a.jpg' ), 400, $not_image ),
			'php named .png'  => array( static fn() => self::upload( self::file( '<?php echo 1; ?>' ), 'a.png' ), 400, $not_image ),
			'gif polyglot'    => array( static fn() => self::upload( self::file( "GIF89a\x01\x00\x01\x00<?php phpinfo(); ?>" ), 'a.jpg' ), 400, $type ),
			'truncated jpeg'  => array( static fn() => self::upload( self::file( substr( (string) file_get_contents( self::jpeg( 400, 400 ) ), 0, 400 ) ) ), 400, $not_image ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a fixture.
			'empty file'      => array( static fn() => self::upload( self::file( '' ) ), 400, $not_image ),
			'over 2 MB'       => array( static fn() => self::upload( self::file( (string) file_get_contents( self::image( 'png', 20, 20 ) ) . str_repeat( "\0", AvatarUpload::MAX_BYTES ) ) ), 413, $too_big ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a fixture.
			'over PHP limit'  => array( static fn() => self::upload( '', 'a.jpg', UPLOAD_ERR_INI_SIZE ), 413, $too_big ),
			'partial upload'  => array( static fn() => self::upload( self::jpeg( 50, 50 ), 'a.jpg', UPLOAD_ERR_PARTIAL ), 400, '图片上传失败，请重试。' ),
			'no file'         => array( static fn() => self::upload( '', '', UPLOAD_ERR_NO_FILE ), 400, '请选择要上传的图片。' ),
			'missing entry'   => array( static fn() => array(), 400, '请选择要上传的图片。' ),
			'path as a list'  => array( static fn() => self::listed(), 400, '请选择要上传的图片。' ),
			'file elsewhere'  => array( static fn() => self::upload( '/nonexistent/avatar.jpg' ), 400, '图片上传失败，请重试。' ),
			'too many pixels' => array( static fn() => self::upload( self::image( 'png', AvatarUpload::MAX_SIDE + 1, 2 ) ), 400, '图片尺寸过大：每边最多 4096 像素。' ),
		);
	}

	/**
	 * @dataProvider data_refused_uploads
	 *
	 * @param callable $upload  Makes the $_FILES entry.
	 * @param int      $code    Expected code.
	 * @param string   $message Expected message.
	 * @phpstan-param callable(): array<string, mixed> $upload
	 */
	public function test_a_refused_upload_changes_nothing( callable $upload, int $code, string $message ): void {
		AvatarUpload::store( $this->member, self::upload( self::jpeg( 100, 100 ) ) );
		$avatar      = get_user_meta( $this->member, Profile::META_AVATAR, true );
		$files       = self::uploaded_files();
		$attachments = self::attachment_count();

		$result = AvatarUpload::store( $this->member, $upload() );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_data()['mvc_code'] );
		$this->assertSame( $message, $result->get_error_message() );
		$this->assertSame( $avatar, get_user_meta( $this->member, Profile::META_AVATAR, true ) );
		$this->assertSame( $files, self::uploaded_files() );
		$this->assertSame( $attachments, self::attachment_count() );
	}

	public function test_other_members_avatars_are_never_changed(): void {
		$other = self::factory()->member();
		AvatarUpload::store( $other, self::upload( self::jpeg( 100, 100 ) ) );
		$theirs = (int) get_user_meta( $other, Profile::META_AVATAR, true );
		$file   = self::avatar_file( $other );

		AvatarUpload::store( $this->member, self::upload( self::jpeg( 200, 100 ) ) );
		AvatarUpload::store( $this->member, self::upload( self::jpeg( 100, 200 ) ) );

		$this->assertSame( $theirs, (int) get_user_meta( $other, Profile::META_AVATAR, true ) );
		$this->assertFileExists( $file );
		$this->assertTrue( AvatarUpload::is_avatar( $theirs, $other ) );
		$this->assertFalse( AvatarUpload::is_avatar( $theirs, $this->member ) );
	}

	public function test_avatars_are_kept_out_of_the_media_lists(): void {
		AvatarUpload::store( $this->member, self::upload( self::jpeg( 100, 100 ) ) );
		$avatar = (int) get_user_meta( $this->member, Profile::META_AVATAR, true );
		$image  = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => 'image/jpeg',
			)
		);
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );

		$listed = wp_list_pluck( (array) $this->rest( 'GET', '/wp/v2/media', array( 'per_page' => 100 ) )->get_data(), 'id' );
		$query  = new \WP_Query(
			apply_filters(
				'ajax_query_attachments_args',
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'inherit',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);

		$this->assertContains( $image, $listed );
		$this->assertNotContains( $avatar, $listed );
		$this->assertContains( $image, $query->posts );
		$this->assertNotContains( $avatar, $query->posts );
	}
}
