<?php
/**
 * Settings > Site settings: its fields.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\SiteSettings;

/**
 * The settings page's fields: key => label, type, section and help.
 */
final class Fields {

	/**
	 * The most research-news tabs (besides 全部文章).
	 */
	public const RESEARCH_TABS = 9;

	/**
	 * The fields, in the page's order: key => label, type, section and help. Types: category (a list of the site's
	 * categories), tags (tag names), tag_groups (one tag-name list per tab), image (from the media
	 * library), url, email, number, text.
	 *
	 * @return array<string, array{label: string, type: string, section: string, help?: string}>
	 */
	public static function all(): array {
		return array(
			'category_research_news'       => array(
				'label'   => __( 'Research news category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_industry_news'       => array(
				'label'   => __( 'Industry news category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_call_for_papers'     => array(
				'label'   => __( 'Call for papers category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_past_special_issues' => array(
				'label'   => __( 'Past special issues category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'research_news_tags'           => array(
				'label'   => __( 'Research news tabs', 'mvc-core' ),
				'type'    => 'tags',
				'section' => 'mvc_ids',
				'help'    => __( 'Up to 9 tags, shown as tabs after "All articles" in this order. Type a tag\'s name and choose it from the list.', 'mvc-core' ),
			),
			'industry_news_tabs'           => array(
				'label'   => __( 'Industry news tabs', 'mvc-core' ),
				'type'    => 'tag_groups',
				'section' => 'mvc_ids',
				'help'    => __( 'One row per tab, tab 1 first: the tab lists the articles of any of its tags and is named after its first tag. Leave a row empty to remove its tab.', 'mvc-core' ),
			),
			'journal_filter_tags'          => array(
				'label'   => __( 'Journal categories', 'mvc-core' ),
				'type'    => 'tags',
				'section' => 'mvc_ids',
				'help'    => __( 'The tags /journals offers as categories, in this order; "All journals" always comes first.', 'mvc-core' ),
			),
			'icp_text'                     => array(
				'label'   => __( 'ICP filing number', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_footer',
			),
			'icp_url'                      => array(
				'label'   => __( 'ICP filing link', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_footer',
			),
			'follow_qr_image_id'           => array(
				'label'   => __( 'Follow-us QR code image', 'mvc-core' ),
				'type'    => 'image',
				'section' => 'mvc_footer',
				'help'    => __( 'The QR code of the WeChat official account, shown when a visitor points at "Follow us". Without an image the footer has no "Follow us".', 'mvc-core' ),
			),
			'copyright_holder'             => array(
				'label'   => __( 'Copyright holder', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_footer',
				'help'    => __( 'Named in the footer\'s copyright line. While it is empty, the site title (Settings > General) is named.', 'mvc-core' ),
			),
			'contact_recipient'            => array(
				'label'   => __( 'Recipient', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
				'help'    => __( 'Who letters go to, such as the editorial office.', 'mvc-core' ),
			),
			'contact_address'              => array(
				'label'   => __( 'Postal address', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
				'help'    => __( 'While it is empty, the contact page shows no postal address.', 'mvc-core' ),
			),
			'contact_postcode'             => array(
				'label'   => __( 'Postcode', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
			),
			'contact_phone'                => array(
				'label'   => __( 'Telephone', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
			),
			'contact_email'                => array(
				'label'   => __( 'E-mail address', 'mvc-core' ),
				'type'    => 'email',
				'section' => 'mvc_contact',
				'help'    => __( 'Shown on the contact page for visitors who would rather write an e-mail.', 'mvc-core' ),
			),
			'privacy_url'                  => array(
				'label'   => __( 'Privacy policy', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
			),
			'terms_url'                    => array(
				'label'   => __( 'Terms of use', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
			),
			'guest_editor_apply_url'       => array(
				'label'   => __( 'Guest editor application', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
				'help'    => __( 'While it is empty, "Apply now" leads to the contact page.', 'mvc-core' ),
			),
			'editing_services_url'         => array(
				'label'   => __( 'Editing services', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
				'help'    => __( 'The header menu\'s editing-services item links here, in a new tab; while it is empty the item is not shown. In Appearance > Menus, a menu item takes this address when its "Address from Settings > Site settings" is "Editing services".', 'mvc-core' ),
			),
			'submission_notify_email'      => array(
				'label'   => __( 'Notify about submissions', 'mvc-core' ),
				'type'    => 'email',
				'section' => 'mvc_submissions',
				'help'    => __( 'The address that is told about each contact message and journal question. While it is empty, the site\'s administration e-mail address is used.', 'mvc-core' ),
			),
			'submission_retention_days'    => array(
				'label'   => __( 'Keep submissions for (days)', 'mvc-core' ),
				'type'    => 'number',
				'section' => 'mvc_submissions',
				'help'    => __( 'Submissions hold personal data: they are deleted for good this many days after they arrived (at least 1). A daily job deletes them.', 'mvc-core' ),
			),
		);
	}
}
