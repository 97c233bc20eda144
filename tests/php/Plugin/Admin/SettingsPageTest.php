<?php
/**
 * 站点设置 chosen by name: the form, its checks, the upgrade of old values, the menu item of the
 * editing-services link and the footer's copyright holder.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\SettingsPage;
use Mvc\Core\Admin\SiteSettings\Inputs;
use Mvc\Core\Admin\SiteSettings\WeChatSection;
use Mvc\Core\Content\SettingLinks;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The form speaks names and stores ids; what it cannot use keeps the stored value and is named in
 * Chinese; unlisted fields are dropped; old id lists show as names and survive a save.
 */
final class SettingsPageTest extends TestCase {

	/**
	 * Tag ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $tags = array();

	public function set_up(): void {
		parent::set_up();
		delete_option( Settings::OPTION );
		delete_option( Settings::VERSION_OPTION );
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- each test starts without errors.
		foreach ( array( '能源', '传感', '学术会议', '出版动态', 'A&B 材料' ) as $name ) {
			$this->tags[ $name ] = self::factory()->term( 'post_tag', array( 'name' => $name ) );
		}
	}

	public function tear_down(): void {
		$this->forget_settings_page();
		$_POST = array();
		parent::tear_down();
	}

	/**
	 * Errors the page would show, by code.
	 *
	 * @return array<string, string>
	 */
	private function errors(): array {
		$errors = array();
		foreach ( get_settings_errors( Settings::OPTION ) as $error ) {
			$errors[ $error['code'] ] = $error['message'];
		}
		return $errors;
	}

	/**
	 * Saves a form post as options.php does (through the registered sanitizer).
	 *
	 * @param array<string, mixed> $fields The form's fields.
	 */
	private function save( array $fields ): void {
		( new SettingsPage() )->settings();
		update_option( Settings::OPTION, $fields + array( SettingsPage::FORM_MARK => '1' ) );
	}

	/**
	 * The HTML of one field as the page draws it.
	 *
	 * @param string $key  Setting key.
	 * @param string $type Field type.
	 */
	private function field( string $key, string $type ): string {
		ob_start();
		( new Inputs() )->field(
			array(
				'key'       => $key,
				'type'      => $type,
				'label'     => $key,
				'label_for' => 'mvc_' . $key,
				'help'      => '',
			)
		);
		return (string) ob_get_clean();
	}

	public function test_tags_are_chosen_by_name_and_stored_as_ids(): void {
		$this->save(
			array(
				'research_news_tags'  => '能源， 传感',
				'industry_news_tabs'  => array( '学术会议, A&B 材料', '', '出版动态' ),
				'journal_filter_tags' => '传感',
			)
		);

		$this->assertSame( array(), $this->errors() );
		$this->assertSame( array( $this->tags['能源'], $this->tags['传感'] ), Settings::get( 'research_news_tags' ) );
		$this->assertSame( array( array( $this->tags['学术会议'], $this->tags['A&B 材料'] ), array( $this->tags['出版动态'] ) ), Settings::get( 'industry_news_tabs' ) );
		$this->assertSame( array( 0, $this->tags['传感'] ), Settings::get( 'journal_filter_tags' ), '全部期刊 stays first' );
	}

	public function test_an_unknown_tag_name_keeps_the_stored_list_and_says_so_in_chinese(): void {
		update_option( Settings::OPTION, array( 'research_news_tags' => array( $this->tags['能源'] ) ) );

		$this->save( array( 'research_news_tags' => '能源, 不存在的标签' ) );

		$this->assertSame( array( $this->tags['能源'] ), Settings::get( 'research_news_tags' ) );
		$this->assertStringContainsString( '没有名为“不存在的标签”的标签', $this->errors()['mvc_research_news_tags'] );
		$this->assertStringContainsString( '科研资讯标签页', $this->errors()['mvc_research_news_tags'] );
	}

	public function test_more_than_nine_research_tabs_are_refused(): void {
		$names = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			self::factory()->term( 'post_tag', array( 'name' => '标签' . $i ) );
			$names[] = '标签' . $i;
		}

		$this->save( array( 'research_news_tags' => implode( ',', $names ) ) );

		$this->assertSame( Settings::defaults()['research_news_tags'], Settings::get( 'research_news_tags' ) );
		$this->assertStringContainsString( '最多只能选择 9 个标签', $this->errors()['mvc_research_news_tags'] );
	}

	public function test_categories_images_addresses_and_numbers_are_checked(): void {
		$category = self::factory()->term( 'category', array( 'name' => '科研资讯测试' ) );
		$document = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'application/pdf',
				'post_status'    => 'inherit',
			)
		);
		update_option( Settings::OPTION, array( 'privacy_url' => 'https://site.example.org/privacy' ) );

		$this->save(
			array(
				'category_research_news'    => (string) $category,
				'category_industry_news'    => '999999',
				'follow_qr_image_id'        => (string) $document,
				'privacy_url'               => 'javascript:alert(1)',
				'terms_url'                 => ' https://site.example.org/terms ',
				'contact_email'             => 'not an address',
				'submission_retention_days' => '0',
				'icp_text'                  => '<b>沪ICP备1号</b>',
			)
		);

		$errors = $this->errors();
		$this->assertSame( $category, Settings::id( 'category_research_news' ) );
		$this->assertSame( 129, Settings::id( 'category_industry_news' ), 'an unknown category keeps the stored one' );
		$this->assertStringContainsString( '请从列表中选择一个分类', $errors['mvc_category_industry_news'] );
		$this->assertSame( 0, Settings::id( 'follow_qr_image_id' ) );
		$this->assertStringContainsString( '请从媒体库中选择一张图片', $errors['mvc_follow_qr_image_id'] );
		$this->assertSame( 'https://site.example.org/privacy', Settings::text( 'privacy_url' ) );
		$this->assertStringContainsString( '不是有效的网址', $errors['mvc_privacy_url'] );
		$this->assertSame( 'https://site.example.org/terms', Settings::text( 'terms_url' ) );
		$this->assertStringContainsString( '不是有效的电子邮箱地址', $errors['mvc_contact_email'] );
		$this->assertSame( 365, Settings::get( 'submission_retention_days' ) );
		$this->assertStringContainsString( '不小于 1 的整数', $errors['mvc_submission_retention_days'] );
		$this->assertSame( '沪ICP备1号', Settings::text( 'icp_text' ) );
	}

	public function test_only_the_listed_fields_are_stored(): void {
		$this->save(
			array(
				'contact_address' => '上海市浦东新区张江路 88 号',
				'wp_capabilities' => 'administrator',
				'siteurl'         => 'https://evil.example.com',
			)
		);

		$stored = get_option( Settings::OPTION );
		$this->assertSame( '上海市浦东新区张江路 88 号', $stored['contact_address'] );
		$this->assertSame( array_keys( Settings::defaults() ), array_keys( $stored ) );
	}

	public function test_an_image_is_chosen_and_removed(): void {
		$image = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $image, '_wp_attached_file', 'qr.png' );

		$this->save( array( 'follow_qr_image_id' => (string) $image ) );
		$this->assertSame( $image, Settings::id( 'follow_qr_image_id' ) );
		$this->assertStringContainsString( 'mvc-settings-image__img', $this->field( 'follow_qr_image_id', 'image' ) );

		$this->save(
			array(
				'follow_qr_image_id'        => (string) $image,
				'follow_qr_image_id_remove' => '1',
			)
		);
		$this->assertSame( 0, Settings::id( 'follow_qr_image_id' ) );
		$this->assertStringContainsString( '尚未选择图片', $this->field( 'follow_qr_image_id', 'image' ) );
	}

	public function test_old_id_lists_show_as_names_and_survive_a_save(): void {
		// What an earlier version stored: ids, as lists or as the text its form took.
		update_option(
			Settings::OPTION,
			array(
				'research_news_tags'  => $this->tags['能源'] . ', ' . $this->tags['传感'],
				'industry_news_tabs'  => $this->tags['学术会议'] . ', ' . $this->tags['A&B 材料'] . '; ' . $this->tags['出版动态'],
				'journal_filter_tags' => array( 0, $this->tags['传感'] ),
			)
		);

		$research = $this->field( 'research_news_tags', 'tags' );
		$tabs     = $this->field( 'industry_news_tabs', 'tag_groups' );
		$journals = $this->field( 'journal_filter_tags', 'tags' );

		$this->assertStringContainsString( 'value="能源, 传感"', $research );
		$this->assertStringContainsString( 'value="学术会议, A&amp;B 材料"', $tabs );
		$this->assertStringContainsString( 'value="出版动态"', $tabs );
		$this->assertStringContainsString( 'value="传感"', $journals );
		$this->assertDoesNotMatchRegularExpression( '/value="[\d, ;]+"/', $research . $tabs . $journals, 'no ids on the page' );

		// The same names posted back store the same choices.
		preg_match_all( '/name="mvc_settings\[industry_news_tabs\]\[\]" value="([^"]*)"/', $tabs, $rows );
		$this->save(
			array(
				'research_news_tags'  => '能源, 传感',
				'industry_news_tabs'  => array_map( 'html_entity_decode', $rows[1] ),
				'journal_filter_tags' => '传感',
			)
		);
		$this->assertSame( array(), $this->errors() );
		$this->assertSame( array( $this->tags['能源'], $this->tags['传感'] ), Settings::get( 'research_news_tags' ) );
		$this->assertSame( array( array( $this->tags['学术会议'], $this->tags['A&B 材料'] ), array( $this->tags['出版动态'] ) ), Settings::get( 'industry_news_tabs' ) );
		$this->assertSame( array( 0, $this->tags['传感'] ), Settings::get( 'journal_filter_tags' ) );
	}

	public function test_a_renamed_tag_stays_chosen(): void {
		$this->save( array( 'research_news_tags' => '能源' ) );
		wp_update_term( $this->tags['能源'], 'post_tag', array( 'name' => '新能源' ) );

		$this->assertStringContainsString( 'value="新能源"', $this->field( 'research_news_tags', 'tags' ) );
	}

	public function test_a_fresh_site_has_no_contact_facts_links_or_holder(): void {
		foreach ( array( 'contact_recipient', 'contact_address', 'contact_postcode', 'contact_phone', 'contact_email', 'copyright_holder', 'editing_services_url' ) as $key ) {
			$this->assertSame( '', Settings::text( $key ), $key );
		}
		$this->assertContains( 'contact_address', Settings::empty_public_facts() );
		$this->assertContains( 'editing_services_url', Settings::empty_public_facts() );
		$this->assertSame( get_bloginfo( 'name' ), Settings::copyright_holder() );

		update_option( Settings::OPTION, array( 'copyright_holder' => '某某出版有限公司' ) );
		$this->assertSame( '某某出版有限公司', Settings::copyright_holder() );
	}

	public function test_the_page_is_for_administrators_only(): void {
		global $submenu;
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		( new SettingsPage() )->menu();

		$entry = array_values( array_filter( $submenu['options-general.php'] ?? array(), static fn( array $item ): bool => SettingsPage::SLUG === $item[2] ) );
		$this->assertSame( 'manage_options', $entry[0][1] ?? '' );
		$this->assertFalse( user_can( self::factory()->user( array( 'role' => 'editor' ) ), 'manage_options' ) );
	}

	public function test_the_form_script_comes_on_its_own_page_with_translations_and_the_media_frame(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		( new SettingsPage() )->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( SettingsPage::HANDLE, 'enqueued' ), 'not on another screen' );

		( new SettingsPage() )->enqueue( 'settings_page_' . SettingsPage::SLUG );
		$this->assertTrue( wp_script_is( SettingsPage::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ SettingsPage::HANDLE ];
		foreach ( array( 'wp-components', 'wp-element', 'wp-api-fetch', 'wp-i18n', 'media-editor' ) as $dependency ) {
			$this->assertContains( $dependency, $script->deps );
		}
		$this->assertSame( 'mvc-core', $script->textdomain );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
	}

	public function test_the_wechat_section_says_which_environment_this_site_is(): void {
		ob_start();
		( new WeChatSection() )->wechat_intro();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '本站为开发环境（dev）', $html );
		$this->assertStringContainsString( 'MVC_WECHAT_ENV', $html );
		$this->assertStringContainsString( 'uat：新版本上线前供编辑试用的站点', $html );
	}

	/**
	 * A menu with a custom-link item.
	 *
	 * @param string $url The item's address.
	 * @return array{menu: int, item: int}
	 */
	private function menu_item( string $url ): array {
		$menu = wp_create_nav_menu( '顶部菜单' . wp_rand() );
		$this->assertIsInt( $menu );
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => '语言润色服务',
				'menu-item-url'    => $url,
				'menu-item-type'   => 'custom',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $item );
		return array(
			'menu' => $menu,
			'item' => $item,
		);
	}

	/**
	 * The menu as a theme prints it.
	 *
	 * @param int $menu Menu id.
	 */
	private function menu_html( int $menu ): string {
		return (string) wp_nav_menu(
			array(
				'menu'        => $menu,
				'echo'        => false,
				'fallback_cb' => '__return_empty_string',
			)
		);
	}

	public function test_the_menu_item_follows_the_setting(): void {
		$made = $this->menu_item( '#' );
		update_post_meta( $made['item'], Settings::MENU_LINK_META, 'editing_services_url' );

		$this->assertStringNotContainsString( '语言润色服务', $this->menu_html( $made['menu'] ), 'empty setting: no item' );

		update_option( Settings::OPTION, array( 'editing_services_url' => 'https://editing.example.org/' ) );
		$html = $this->menu_html( $made['menu'] );
		$this->assertMatchesRegularExpression( '#<a[^>]*href="https://editing.example.org/"[^>]*>语言润色服务</a>#', $html );
		$this->assertStringContainsString( 'target="_blank"', $html );
		$this->assertStringContainsString( 'rel="noopener"', $html );
	}

	public function test_the_upgrade_moves_the_old_menu_link_onto_the_setting(): void {
		$demo  = $this->menu_item( Settings::OLD_EDITING_SERVICES_URL );
		$typed = $this->menu_item( 'https://our-editing.example.org/' );

		Settings::upgrade();

		$this->assertSame( Settings::VERSION, (int) get_option( Settings::VERSION_OPTION ) );
		$this->assertSame( 'editing_services_url', SettingLinks::setting_of( $demo['item'] ) );
		$this->assertSame( 'editing_services_url', SettingLinks::setting_of( $typed['item'] ) );
		$this->assertSame( 'https://our-editing.example.org/', Settings::text( 'editing_services_url' ), 'the address the operator had typed is kept' );
		$this->assertStringContainsString( 'href="https://our-editing.example.org/"', $this->menu_html( $demo['menu'] ) );

		update_option( Settings::OPTION, array( 'editing_services_url' => '' ) );
		Settings::upgrade();
		$this->assertSame( '', Settings::text( 'editing_services_url' ), 'runs once' );
		$this->assertStringNotContainsString( '语言润色服务', $this->menu_html( $demo['menu'] ) );
	}

	public function test_an_operator_marks_a_menu_item_in_appearance_menus(): void {
		$made = $this->menu_item( '#' );
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		ob_start();
		SettingLinks::item_field( $made['item'] );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '链接取自 设置 &gt; 站点设置', $html );

		$_POST = array(
			'mvc_setting_link_nonce_' . $made['item'] => wp_create_nonce( 'mvc_setting_link_' . $made['item'] ),
			'mvc_setting_link'                        => array( $made['item'] => 'editing_services_url' ),
		);
		SettingLinks::save_item_field( $made['menu'], $made['item'] );
		$this->assertSame( 'editing_services_url', SettingLinks::setting_of( $made['item'] ) );

		$_POST['mvc_setting_link'] = array( $made['item'] => 'siteurl' );
		SettingLinks::save_item_field( $made['menu'], $made['item'] );
		$_POST = array();
		$this->assertSame( '', SettingLinks::setting_of( $made['item'] ), 'an unlisted setting is no choice' );
	}
}
