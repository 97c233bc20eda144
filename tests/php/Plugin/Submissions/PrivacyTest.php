<?php
/**
 * Submissions in WordPress's personal-data export and erasure.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Submissions\Privacy;
use Mvc\Core\Submissions\Submissions;
use Mvc\Tests\TestCase;

/**
 * The exporter lists the submissions sent with an address (trash included, nobody else's); the
 * eraser deletes them for good and leaves the others.
 */
final class PrivacyTest extends TestCase {

	/**
	 * A stored contact message from an address.
	 *
	 * @param string $email Address.
	 * @param string $title Title.
	 */
	private function submission( string $email, string $title ): int {
		$id = Submissions::submit(
			Submissions::CONTACT,
			array(
				'name'    => '张三',
				'email'   => $email,
				'title'   => $title,
				'message' => '请删除我的数据',
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_the_exporter_and_eraser_are_registered(): void {
		$this->assertArrayHasKey( Privacy::KEY, apply_filters( 'wp_privacy_personal_data_exporters', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertArrayHasKey( Privacy::KEY, apply_filters( 'wp_privacy_personal_data_erasers', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
	}

	public function test_an_address_gets_its_own_submissions_and_can_have_them_erased(): void {
		$email   = 'privacy-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com';
		$first   = $this->submission( $email, '第一条' );
		$trashed = $this->submission( $email, '第二条' );
		wp_trash_post( $trashed );
		$other = $this->submission( 'someone-else@example.com', '别人的' );

		$export = Privacy::export( strtoupper( $email ) );

		$this->assertTrue( $export['done'] );
		$this->assertSame( array( 'mvc-submissions-' . $first, 'mvc-submissions-' . $trashed ), array_column( $export['data'], 'item_id' ) );
		$this->assertContains(
			array(
				'name'  => '主题',
				'value' => '第一条',
			),
			$export['data'][0]['data']
		);

		$erased = Privacy::erase( $email );

		$this->assertTrue( $erased['items_removed'] );
		$this->assertTrue( $erased['done'] );
		$this->assertNull( get_post( $first ) );
		$this->assertNull( get_post( $trashed ) );
		$this->assertNotNull( get_post( $other ) );
		$this->assertSame( array(), Privacy::export( $email )['data'] );
		$this->assertFalse( Privacy::erase( $email )['items_removed'] );
	}
}
