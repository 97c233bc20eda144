<?php
/**
 * The avatar upload: POST /api/member/avatar.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Member\Profile;
use Mvc\Tests\Plugin\Member\AvatarUploadTest;
use Mvc\Tests\TestCase;
use WP_REST_Request;

/**
 * A member's multipart upload (field `file`) becomes their avatar and the answer is `{avatar}`;
 * refusals come in the envelope in Chinese; AvatarUpload::LIMIT tries an hour per member, the next
 * refused with the minutes to wait; visitors and calls without the nonce change nothing.
 * (The image handling itself: Plugin\Member\AvatarUploadTest.)
 */
final class ProfileControllerAvatarTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		AvatarUploadTest::use_temporary_uploads();
		$this->member = self::factory()->member();
		$this->nonce  = $this->log_in_member( $this->member );
	}

	protected function tear_down(): void {
		AvatarUploadTest::clean_up();
		parent::tear_down();
	}

	/**
	 * Sends an upload.
	 *
	 * @param array<string, mixed> $files File parameters ($_FILES).
	 * @param string|null          $nonce Nonce.
	 * @return array<string, mixed> The envelope, with the HTTP status under `status`.
	 */
	private function upload( array $files, ?string $nonce ): array {
		$request = new WP_REST_Request( 'POST', '/api/member/avatar' );
		$request->set_file_params( $files );
		$response = $this->dispatch( $request, 'POST', $nonce );
		return (array) $response->get_data() + array( 'status' => $response->get_status() );
	}

	public function test_an_upload_becomes_the_avatar_and_answers_its_address(): void {
		$answer = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 640, 480 ) ) ), $this->nonce );

		$this->assertSame( 200, $answer['status'], (string) wp_json_encode( $answer ) );
		$this->assertSame( array( 'avatar' => Profile::avatar_url( $this->member ) ), $answer['data'] );
		$this->assertStringStartsWith( 'http', $answer['data']['avatar'] );
		$this->assertTrue( AvatarUpload::is_avatar( (int) get_user_meta( $this->member, Profile::META_AVATAR, true ), $this->member ) );
		$userinfo = (array) $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'avatar' ) ), $this->nonce )->get_data();
		$this->assertSame( $answer['data']['avatar'], $userinfo['data']['avatar'] );
	}

	public function test_an_avatar_cannot_be_read_by_id_through_the_media_route_except_by_an_operator(): void {
		$this->assertSame( 200, $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 64, 64 ) ) ), $this->nonce )['status'] );
		$avatar = (int) get_user_meta( $this->member, Profile::META_AVATAR, true );
		// The member themself, then a visitor.
		$reads = array( $this->rest( 'GET', '/wp/v2/media/' . $avatar, array(), $this->nonce ) );
		$this->new_request_with_cookie( null );
		$reads[] = $this->rest( 'GET', '/wp/v2/media/' . $avatar );
		$missing = $this->rest( 'GET', '/wp/v2/media/' . ( $avatar + 100000 ) );
		foreach ( $reads as $read ) {
			$this->assertSame( 404, $read->get_status(), (string) wp_json_encode( $read->get_data() ) );
			$this->assertSame( $missing->get_data(), $read->get_data(), 'as for no attachment at all' );
		}

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/media/' . $avatar )->get_status() );
	}

	public function test_a_refusal_is_in_the_envelope_in_chinese(): void {
		$answer = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::image( 'gif', 20, 20 ) ) ), $this->nonce );
		$none   = $this->upload( array(), $this->nonce );

		$this->assertSame( 400, $answer['status'] );
		$this->assertSame( 400, $answer['code'] );
		$this->assertSame( '只能上传 JPEG、PNG 或 WebP 格式的图片。', $answer['message'] );
		$this->assertSame( 'file', $answer['data']['field'] );
		$this->assertSame( '请选择要上传的图片。', $none['message'] );
		$this->assertSame( '', get_user_meta( $this->member, Profile::META_AVATAR, true ) );
	}

	public function test_the_eleventh_try_in_an_hour_is_refused(): void {
		for ( $i = 0; $i < AvatarUpload::LIMIT - 1; $i++ ) {
			// Every try counts, a refused file too (each costs reading an image).
			$this->assertSame( 400, $this->upload( array(), $this->nonce )['status'] );
		}
		$tenth  = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 50, 50 ) ) ), $this->nonce );
		$avatar = get_user_meta( $this->member, Profile::META_AVATAR, true );

		$over = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 60, 60 ) ) ), $this->nonce );

		$this->assertSame( 200, $tenth['status'] );
		$this->assertSame( 429, $over['status'] );
		$this->assertSame( 429, $over['code'] );
		$this->assertMatchesRegularExpression( '/^头像上传过于频繁，请 \d+ 分钟后再试。$/u', $over['message'] );
		$this->assertGreaterThan( 0, $over['data']['retryAfter'] );
		$this->assertSame( $avatar, get_user_meta( $this->member, Profile::META_AVATAR, true ) );

		// The limit is the member's own.
		$other = self::factory()->member();
		$this->assertSame( 200, $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 60, 60 ) ) ), $this->log_in_member( $other ) )['status'] );
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused_and_change_nothing(): void {
		$without = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 50, 50 ) ) ), null );
		$this->new_request_with_cookie( null );
		$visitor = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 50, 50 ) ) ), null );

		$this->assertSame( 403, $without['status'] );
		$this->assertSame( 401, $visitor['status'] );
		$this->assertSame( '请先登录。', $visitor['message'] );
		$this->assertSame( '', get_user_meta( $this->member, Profile::META_AVATAR, true ) );
		$this->assertSame( array(), AvatarUploadTest::uploaded_files() );
	}

	public function test_a_call_from_another_site_is_refused(): void {
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';

		$answer = $this->upload( array( 'file' => AvatarUploadTest::upload( AvatarUploadTest::jpeg( 50, 50 ) ) ), $this->nonce );

		$this->assertSame( 403, $answer['status'] );
		$this->assertSame( '', get_user_meta( $this->member, Profile::META_AVATAR, true ) );
	}
}
