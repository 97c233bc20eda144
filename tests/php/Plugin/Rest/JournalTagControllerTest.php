<?php
/**
 * GET /api/journals/tag.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Tests\TestCase;

/**
 * The journal's tag by the journal's name: the tag named so, or the journal's own tag (its slug);
 * 404 and 400 in Chinese.
 */
final class JournalTagControllerTest extends TestCase {

	private const ROUTE = '/api/journals/tag';

	public function test_answers_the_tag_named_like_the_journal(): void {
		$tag      = self::factory()->term(
			'post_tag',
			array(
				'name' => '先进测试材料',
				'slug' => 'advanced-test-materials',
			)
		);
		$response = $this->rest( 'GET', self::ROUTE, array( 'name' => '先进测试材料' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'id'   => $tag,
				'name' => '先进测试材料',
				'slug' => 'advanced-test-materials',
			),
			$response->get_data()['data']
		);
	}

	public function test_answers_the_journals_own_tag_by_its_title(): void {
		self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '测试期刊学报',
				'post_name'  => 'test-journal-bulletin',
			)
		);
		$tag      = self::factory()->term(
			'post_tag',
			array(
				'name' => 'TJB',
				'slug' => 'test-journal-bulletin',
			)
		);
		$response = $this->rest( 'GET', self::ROUTE, array( 'name' => '测试期刊学报' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $tag, $response->get_data()['data']['id'] );
	}

	public function test_an_unknown_journal_is_a_404_in_chinese(): void {
		self::factory()->post(
			array(
				'post_type'   => Journal::TYPE,
				'post_title'  => '草稿期刊',
				'post_name'   => 'draft-journal',
				'post_status' => 'draft',
			)
		);
		self::factory()->term( 'post_tag', array( 'slug' => 'draft-journal' ) );
		foreach ( array( '不存在的期刊', '草稿期刊' ) as $name ) {
			$response = $this->rest( 'GET', self::ROUTE, array( 'name' => $name ) );
			$this->assertSame( 404, $response->get_status(), $name );
			$this->assertSame( 404, $response->get_data()['code'] );
			$this->assertSame( '该期刊没有对应的标签。', $response->get_data()['message'] );
		}
	}

	public function test_a_missing_name_is_a_400_in_chinese(): void {
		foreach ( array( array(), array( 'name' => '  ' ) ) as $params ) {
			$response = $this->rest( 'GET', self::ROUTE, $params );
			$this->assertSame( 400, $response->get_status() );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', (string) $response->get_data()['message'] );
		}
	}
}
