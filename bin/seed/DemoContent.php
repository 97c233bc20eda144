<?php
/**
 * The demo content of the local sites, in Chinese.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

require_once __DIR__ . '/Images.php';
require_once __DIR__ . '/DemoTerms.php';
require_once __DIR__ . '/DemoImages.php';
require_once __DIR__ . '/DemoMembers.php';
require_once __DIR__ . '/DemoArticles.php';
require_once __DIR__ . '/DemoMenu.php';
require_once __DIR__ . '/DemoListings.php';
require_once __DIR__ . '/DemoJournals.php';
require_once __DIR__ . '/DemoCitations.php';
require_once __DIR__ . '/DemoCourses.php';
require_once __DIR__ . '/DemoOperators.php';

/**
 * Creates, once per DEMO_VERSION: the categories and tags with exactly the specifications' ids,
 * more than sixty articles over them with locally drawn featured images, excerpts and dates, the
 * header menu, the two pages under category paths, a demo member and a few likes and favourites
 * (version 1); fourteen journals, the home banner's three slides and twelve podcasts (version 2);
 * every journal's minisite fields (DemoJournals), the papers' authors (DemoCitations) and the
 * courses (DemoCourses) (version 6); an editor and an author, WordPress's own roles, for the operators' daily
 * work (version 7).
 * Each job is a class beside this one: the terms (DemoTerms), the drawn images (DemoImages), the
 * articles (DemoArticles), the pages and menu (DemoMenu), the members, their likes and comments
 * (DemoMembers), the journals, banners and podcasts (DemoListings), the operators (DemoOperators).
 * A site seeded with an older version gets only what is missing: everything is found by its slug
 * (and each drawn image by its file name) before it is created. The operator (admin / password) is
 * created by the installation.
 */
final class DemoContent {

	public const DEMO_VERSION = 7;

	public const OPTION = 'mvc_demo_version';

	public const MEMBER_EMAIL = 'member@example.com';

	public const PASSWORD = 'password';

	public const EDITOR_EMAIL = 'editor@example.com';

	public const AUTHOR_EMAIL = 'author@example.com';

	/**
	 * Creates the content of the versions this site does not have yet.
	 *
	 * @return bool Whether anything was created.
	 */
	public function run(): bool {
		$seeded = (int) get_option( self::OPTION );
		if ( $seeded >= self::DEMO_VERSION ) {
			return false;
		}
		wp_defer_term_counting( true );
		if ( $seeded < 1 ) {
			$this->version_1();
		}
		( new DemoListings() )->journals();
		( new DemoListings() )->banners();
		( new DemoListings() )->podcasts();
		( new DemoArticles() )->article_fields();
		( new DemoJournals() )->run();
		( new DemoCitations() )->run();
		( new DemoCourses() )->run();
		( new DemoMembers() )->comments();
		$this->settings();
		( new DemoOperators() )->operators();
		wp_defer_term_counting( false );
		update_option( self::OPTION, self::DEMO_VERSION );
		return true;
	}

	/**
	 * The content of version 1 (the journals are in their own step).
	 */
	private function version_1(): void {
		wp_update_user(
			array(
				'ID'           => 1,
				'display_name' => '编辑部',
				'nickname'     => '编辑部',
			)
		);
		$this->remove_samples();
		( new DemoTerms() )->terms();
		$images  = DemoImages::images();
		$members = ( new DemoMembers() )->members();
		$posts   = ( new DemoArticles() )->posts( $images );
		( new DemoMenu() )->pages();
		( new DemoMenu() )->menu();
		( new DemoMembers() )->reactions( $posts, $members );
	}

	/**
	 * WordPress's sample post and page (the privacy page stays, renamed).
	 */
	private function remove_samples(): void {
		foreach ( array(
			'hello-world' => 'post',
			'sample-page' => 'page',
		) as $slug => $type ) {
			$post = get_page_by_path( $slug, OBJECT, $type );
			if ( $post ) {
				wp_delete_post( $post->ID, true );
			}
		}
		$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
		if ( $privacy ) {
			wp_update_post(
				array(
					'ID'         => $privacy,
					'post_title' => '隐私政策',
				)
			);
		}
	}

	/**
	 * The site's own facts, with values that are plainly a demo's (a real site starts with them
	 * empty): only where an operator has not set them.
	 */
	private function settings(): void {
		$stored = get_option( \Mvc\Core\Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$demo   = array(
			'icp_text'               => '演示站点ICP备00000000号',
			'follow_qr_image_id'     => DemoImages::image( 90, '演示二维码', 240, 240 ),
			'privacy_url'            => 'https://example.com/demo/privacy-policy',
			'terms_url'              => 'https://example.com/demo/terms-of-use',
			'guest_editor_apply_url' => 'https://example.com/demo/guest-editor-application',
			'editing_services_url'   => 'https://example.com/demo/editing-services',
			'contact_recipient'      => '演示站点编辑部',
			'contact_address'        => '演示地址：上海市浦东新区演示路 1 号',
			'contact_postcode'       => '200000',
			'contact_email'          => 'editor@example.com',
		);
		foreach ( $demo as $key => $value ) {
			if ( in_array( \Mvc\Core\Settings::get( $key ), array( '', 0 ), true ) ) {
				$stored[ $key ] = $value;
			}
		}
		update_option( \Mvc\Core\Settings::OPTION, \Mvc\Core\Settings::sanitize( $stored ), true );
	}
}
