<?php
/**
 * The profile edit: PUT /api/member/userinfo.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * `PUT /api/member/userinfo {institution, title, research_area, display_name?}` saves the member's
 * own profile with the registration's rules and answers the saved fields; a bad field is refused
 * with its Chinese message and nothing is saved; nobody else's profile changes.
 */
final class SessionControllerUserinfoTest extends TestCase {

	private int $member;

	private string $nonce;

	protected function set_up(): void {
		parent::set_up();
		$this->member = self::factory()->member( array( 'display_name' => '会员7' ) );
		update_user_meta( $this->member, Profile::META_TITLE, 'phd_student' );
		update_user_meta( $this->member, Profile::META_INSTITUTION, '旧单位' );
		update_user_meta( $this->member, Profile::META_RESEARCH_AREA, 'physics' );
		$this->nonce = $this->log_in_member( $this->member );
	}

	/**
	 * Sends the profile edit.
	 *
	 * @param array<string, mixed> $fields Payload.
	 * @return array<string, mixed> The envelope.
	 */
	private function put( array $fields ): array {
		return (array) $this->rest( 'PUT', '/api/member/userinfo', $fields, $this->nonce )->get_data();
	}

	/**
	 * The member's profile as stored.
	 *
	 * @param int $user_id Member.
	 * @return array<string, string|int|bool>
	 */
	private static function stored( int $user_id ): array {
		clean_user_cache( $user_id );
		return Profile::get( $user_id, Profile::EDITABLE );
	}

	/**
	 * Makes the reads of members' meta fail, as a database without quorum answers; removed by the
	 * caller.
	 *
	 * @return callable The filter.
	 */
	private function fail_meta_reads(): callable {
		global $wpdb;
		$start = "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} ";
		return $this->fail_queries( static fn( string $query ): bool => str_starts_with( ltrim( $query ), $start ) );
	}

	public function test_an_update_whose_answer_the_database_did_not_give_answers_busy_not_empty_fields(): void {
		$this->capture_error_log();
		$filter = $this->fail_meta_reads();
		try {
			$answer = $this->put( array( 'title' => 'professor' ) );
		} finally {
			remove_filter( 'query', $filter );
		}

		$this->assertSame( 503, $answer['code'] );
		$this->assertSame( '服务器繁忙，请重试。', $answer['message'] );
		$this->assertStringContainsString( 'MVC Core: a read failed', $this->capture_error_log() );
		// The save itself was written: trying again answers it.
		$this->assertSame( 'professor', self::stored( $this->member )['title'] );
	}

	public function test_update_saves_the_fields_and_answers_them(): void {
		$answer = $this->put(
			array(
				'title'         => 'professor',
				'institution'   => '  清华大学 & <材料学院>  ',
				'research_area' => 'materials',
				'display_name'  => ' 李薇 ',
			)
		);

		$expected = array(
			'display_name'  => '李薇',
			'institution'   => '清华大学 & <材料学院>',
			'title'         => 'professor',
			'research_area' => 'materials',
		);
		$this->assertSame( 200, $answer['code'], (string) wp_json_encode( $answer ) );
		$this->assertEqualsCanonicalizing( $expected, $answer['data'] );
		$this->assertEqualsCanonicalizing( $expected, self::stored( $this->member ) );
		$this->assertSame( '李薇', get_userdata( $this->member )->nickname );
	}

	public function test_fields_left_out_stay_and_empty_optional_fields_are_removed(): void {
		$answer = $this->put(
			array(
				'title'         => 'engineer',
				'institution'   => '',
				'research_area' => '',
			)
		);

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( '会员7', $answer['data']['display_name'] );
		$this->assertSame( '', $answer['data']['institution'] );
		$this->assertSame( '', $answer['data']['research_area'] );

		$this->put( array( 'title' => 'author' ) );

		$this->assertEqualsCanonicalizing(
			array(
				'display_name'  => '会员7',
				'institution'   => '',
				'title'         => 'author',
				'research_area' => '',
			),
			self::stored( $this->member )
		);
	}

	public function test_the_longest_values_are_taken(): void {
		$answer = $this->put(
			array(
				'title'        => 'other',
				'institution'  => str_repeat( '大', 50 ),
				'display_name' => str_repeat( '名', 20 ),
			)
		);

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( str_repeat( '大', 50 ), $answer['data']['institution'] );
		$this->assertSame( str_repeat( '名', 20 ), $answer['data']['display_name'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function data_bad_fields(): array {
		$name = '请输入 1-20 个字符的昵称，不含 <、>、{ }、@。';
		return array(
			'no title'         => array( array( 'title' => null ), 'title', '' ),
			'empty title'      => array( array( 'title' => '' ), 'title', '请选择职业。' ),
			'unknown title'    => array( array( 'title' => 'astronaut' ), 'title', '请选择职业。' ),
			'title as list'    => array( array( 'title' => array( 'professor' ) ), 'title', '请选择职业。' ),
			'title as label'   => array( array( 'title' => '教授/研究员' ), 'title', '请选择职业。' ),
			'unknown area'     => array( array( 'research_area' => 'alchemy' ), 'research_area', '请从列表中选择研究领域。' ),
			'area as number'   => array( array( 'research_area' => 3 ), 'research_area', '请从列表中选择研究领域。' ),
			'long institution' => array( array( 'institution' => str_repeat( '大', 51 ) ), 'institution', '最多输入 50 个字符。' ),
			'institution list' => array( array( 'institution' => array( 'x' ) ), 'institution', '最多输入 50 个字符。' ),
			'empty name'       => array( array( 'display_name' => '' ), 'display_name', $name ),
			'blank name'       => array( array( 'display_name' => '   ' ), 'display_name', $name ),
			'21 characters'    => array( array( 'display_name' => str_repeat( '名', 21 ) ), 'display_name', $name ),
			'markup in name'   => array( array( 'display_name' => '<b>李薇</b>' ), 'display_name', $name ),
			'mention in name'  => array( array( 'display_name' => '@{李薇_3}' ), 'display_name', $name ),
			'name as list'     => array( array( 'display_name' => array( '李薇' ) ), 'display_name', $name ),
		);
	}

	/**
	 * @dataProvider data_bad_fields
	 *
	 * @param array<string, mixed> $bad     The field at fault (null: left out).
	 * @param string               $field   The field the error names.
	 * @param string               $message The Chinese message ('' for WordPress's own, translated).
	 */
	public function test_a_bad_field_is_refused_and_nothing_is_saved( array $bad, string $field, string $message ): void {
		$before  = self::stored( $this->member );
		$payload = array_merge(
			array(
				'title'         => 'professor',
				'institution'   => '新单位',
				'research_area' => 'chemistry',
				'display_name'  => '新名字',
			),
			$bad
		);
		$payload = array_filter( $payload, static fn( $value ): bool => null !== $value );

		$answer = $this->put( $payload );

		$this->assertSame( 400, $answer['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
		if ( '' !== $message ) {
			$this->assertSame( $message, $answer['message'] );
			$this->assertSame( $field, $answer['data']['field'] );
		} else {
			$this->assertStringContainsString( $field, (string) wp_json_encode( $answer['data'] ) );
		}
		$this->assertSame( $before, self::stored( $this->member ) );
	}

	public function test_other_members_are_never_changed(): void {
		$other = self::factory()->member( array( 'display_name' => '王强' ) );
		update_user_meta( $other, Profile::META_TITLE, 'librarian' );
		update_user_meta( $other, Profile::META_INSTITUTION, '别人的单位' );
		$before = self::stored( $other );

		$answer = $this->put(
			array(
				'title'         => 'professor',
				'institution'   => '新单位',
				'research_area' => 'chemistry',
				'display_name'  => '新名字',
				'id'            => $other,
				'user_id'       => $other,
			)
		);

		$this->assertSame( 200, $answer['code'] );
		$this->assertSame( '新名字', self::stored( $this->member )['display_name'] );
		$this->assertSame( $before, self::stored( $other ) );
	}

	public function test_only_the_listed_fields_are_written(): void {
		$email = get_userdata( $this->member )->user_email;

		$this->put(
			array(
				'title'      => 'professor',
				'email'      => 'taken-over@example.com',
				'user_email' => 'taken-over@example.com',
				'role'       => 'administrator',
				'subscribed' => true,
			)
		);

		clean_user_cache( $this->member );
		$user = get_userdata( $this->member );
		$this->assertSame( $email, $user->user_email );
		$this->assertSame( array( 'member' ), $user->roles );
		$this->assertSame( '', get_user_meta( $this->member, Profile::META_DIGEST, true ) );
	}

	public function test_a_visitor_and_a_call_without_the_nonce_are_refused_and_change_nothing(): void {
		$before  = self::stored( $this->member );
		$without = $this->rest( 'PUT', '/api/member/userinfo', array( 'title' => 'professor' ) );
		$this->new_request_with_cookie( null );
		$visitor = $this->rest( 'PUT', '/api/member/userinfo', array( 'title' => 'professor' ) );

		$this->assertSame( 403, $without->get_status() );
		$this->assertSame( 401, $visitor->get_status() );
		$this->assertSame( '请先登录。', $visitor->get_data()['message'] );
		$this->assertSame( $before, self::stored( $this->member ) );
	}

	public function test_post_still_reads_the_asked_fields(): void {
		$answer = (array) $this->rest( 'POST', '/api/member/userinfo', array( 'fields' => array( 'title', 'institution' ) ), $this->nonce )->get_data();

		$this->assertSame(
			array(
				'institution' => '旧单位',
				'title'       => 'phd_student',
			),
			$answer['data']
		);
	}
}
