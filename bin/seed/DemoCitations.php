<?php
/**
 * The papers' authors and places of a few demo research articles.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\Citation;

/**
 * Gives a few demo research articles (which already carry a demo DOI as their read-original
 * address, see DemoContent::article_fields()) the fields "cite this" reads beyond the DOI: the
 * paper's authors (Chinese names with more than three, Latin names with more than three, two
 * Chinese names) and, for some, volume, issue and pages, so every branch of GB/T 7714's author
 * list and source shows. Idempotent: a field already filled (by an operator too) is left alone.
 */
final class DemoCitations {

	/**
	 * Article slug => field => value.
	 */
	private const PAPERS = array(
		'research-01' => array(
			Citation::AUTHORS => "张伟\n李娜\n王强\n刘洋",
			Citation::VOLUME  => '16',
			Citation::ISSUE   => '3',
			Citation::PAGES   => '2301234',
		),
		'research-02' => array(
			Citation::AUTHORS => "Chen Wei\nMaria Rossi\nJohn Smith\nAkira Tanaka",
			Citation::VOLUME  => '38',
			Citation::ISSUE   => '12',
			Citation::PAGES   => '112-120',
		),
		'research-03' => array(
			Citation::AUTHORS => "赵敏\n陈晨",
		),
	);

	/**
	 * Fills the empty fields of the articles that exist.
	 */
	public function run(): void {
		foreach ( self::PAPERS as $slug => $fields ) {
			$post = get_page_by_path( $slug, OBJECT, 'post' );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			foreach ( $fields as $key => $value ) {
				if ( '' === (string) get_post_meta( $post->ID, $key, true ) ) {
					update_post_meta( $post->ID, $key, $value );
				}
			}
		}
	}
}
