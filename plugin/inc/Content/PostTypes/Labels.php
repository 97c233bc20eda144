<?php
/**
 * The full label sets of the plugin's post types, and what WordPress says after saving one.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\PostTypes;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Submissions\SubmissionType;
use WP_Post;

/**
 * Every label WordPress's post type labels array has (so that no screen falls back to core's
 * "Posts" wording: "View Posts", "Post updated."), in English here and in Chinese in
 * languages/mvc-core-zh_CN.po; and the `post_updated_messages` / `bulk_post_updated_messages`
 * texts of the same types (保存期刊 says 期刊已更新, not 文章已更新). Each type's registration
 * merges labels() under its own name, singular name and image labels, and calls hooks().
 */
final class Labels {

	/**
	 * Adds the message filters (once, whichever type calls first: WordPress keeps one copy of the
	 * same callback).
	 */
	public static function hooks(): void {
		add_filter( 'post_updated_messages', array( self::class, 'updated_messages' ) );
		add_filter( 'bulk_post_updated_messages', array( self::class, 'bulk_messages' ), 10, 2 );
	}

	/**
	 * The post types this class speaks for.
	 *
	 * @return list<string>
	 */
	public static function types(): array {
		return array( Journal::TYPE, HomeBanner::TYPE, Podcast::TYPE, Course::TYPE, SubmissionType::TYPE );
	}

	/**
	 * `post_updated_messages`: the messages of the edit screen after a save, for each type, with a
	 * link to view the item where it has a page of its own.
	 *
	 * @param mixed $messages Messages by post type, then by message number.
	 * @return mixed
	 */
	public static function updated_messages( $messages ) {
		if ( ! is_array( $messages ) ) {
			return $messages;
		}
		$post = get_post();
		foreach ( self::types() as $type ) {
			$object = get_post_type_object( $type );
			if ( ! $object ) {
				continue;
			}
			$labels = get_post_type_labels( $object );
			$texts  = self::texts( $type );
			$view   = '';
			$show   = '';
			if ( $post instanceof WP_Post && $type === $post->post_type && is_post_type_viewable( $object ) ) {
				$view = sprintf( ' <a href="%1$s">%2$s</a>', esc_url( (string) get_permalink( $post ) ), esc_html( (string) $labels->view_item ) );
				$show = sprintf( ' <a target="_blank" href="%1$s">%2$s</a>', esc_url( (string) get_preview_post_link( $post ) ), esc_html( $texts['preview'] ) );
			}
			$date = $post instanceof WP_Post ? (string) date_i18n( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), strtotime( $post->post_date ) ) : '';
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read to say which revision was restored, as core does.
			$revision          = isset( $_GET['revision'] ) ? (int) $_GET['revision'] : 0;
			$messages[ $type ] = array(
				0  => '',
				1  => esc_html( (string) $labels->item_updated ) . $view,
				2  => esc_html__( 'Custom field updated.', 'mvc-core' ),
				3  => esc_html__( 'Custom field deleted.', 'mvc-core' ),
				4  => esc_html( (string) $labels->item_updated ),
				5  => $revision > 0 ? esc_html( sprintf( $texts['restored'], (string) wp_post_revision_title( $revision, false ) ) ) : false,
				6  => esc_html( (string) $labels->item_published ) . $view,
				7  => esc_html( $texts['saved'] ),
				8  => esc_html( $texts['submitted'] ) . $show,
				9  => esc_html( sprintf( $texts['scheduled_for'], $date ) ) . $show,
				10 => esc_html( $texts['draft_updated'] ) . $show,
			);
		}//end foreach
		return $messages;
	}

	/**
	 * `bulk_post_updated_messages`: the list screen's messages after a bulk action, for each type.
	 *
	 * @param mixed $bulk   Messages by post type, then by action.
	 * @param mixed $counts How many items each action changed.
	 * @return mixed
	 */
	public static function bulk_messages( $bulk, $counts ) {
		if ( ! is_array( $bulk ) || ! is_array( $counts ) ) {
			return $bulk;
		}
		$counts = array_map( 'intval', array_merge( array_fill_keys( array( 'updated', 'locked', 'deleted', 'trashed', 'untrashed' ), 0 ), $counts ) );
		foreach ( self::types() as $type ) {
			$bulk[ $type ] = self::counts( $type, $counts );
		}
		return $bulk;
	}

	/**
	 * The labels of a type beyond its names and image labels (which its registration gives).
	 *
	 * @param string $type Post type.
	 * @return array<string, string>
	 */
	public static function labels( string $type ): array {
		switch ( $type ) {
			case Journal::TYPE:
				return array(
					'add_new'                  => __( 'Add journal', 'mvc-core' ),
					'add_new_item'             => __( 'Add journal', 'mvc-core' ),
					'edit_item'                => __( 'Edit journal', 'mvc-core' ),
					'new_item'                 => __( 'New journal', 'mvc-core' ),
					'view_item'                => __( 'View journal', 'mvc-core' ),
					'view_items'               => __( 'View journals', 'mvc-core' ),
					'search_items'             => __( 'Search journals', 'mvc-core' ),
					'not_found'                => __( 'No journals found.', 'mvc-core' ),
					'not_found_in_trash'       => __( 'No journals found in Trash.', 'mvc-core' ),
					'all_items'                => __( 'All journals', 'mvc-core' ),
					'archives'                 => __( 'Journal archives', 'mvc-core' ),
					'attributes'               => __( 'Journal attributes', 'mvc-core' ),
					'insert_into_item'         => __( 'Insert into journal', 'mvc-core' ),
					'uploaded_to_this_item'    => __( 'Uploaded to this journal', 'mvc-core' ),
					'filter_items_list'        => __( 'Filter journals list', 'mvc-core' ),
					'items_list_navigation'    => __( 'Journal list navigation', 'mvc-core' ),
					'items_list'               => __( 'Journal list', 'mvc-core' ),
					'item_published'           => __( 'Journal published.', 'mvc-core' ),
					'item_published_privately' => __( 'Journal published privately.', 'mvc-core' ),
					'item_reverted_to_draft'   => __( 'Journal reverted to draft.', 'mvc-core' ),
					'item_trashed'             => __( 'Journal trashed.', 'mvc-core' ),
					'item_scheduled'           => __( 'Journal scheduled.', 'mvc-core' ),
					'item_updated'             => __( 'Journal updated.', 'mvc-core' ),
					'item_link'                => __( 'Journal link', 'mvc-core' ),
					'item_link_description'    => __( 'A link to a journal.', 'mvc-core' ),
				);
			case HomeBanner::TYPE:
				return array(
					'add_new'                  => __( 'Add slide', 'mvc-core' ),
					'add_new_item'             => __( 'Add slide', 'mvc-core' ),
					'edit_item'                => __( 'Edit slide', 'mvc-core' ),
					'new_item'                 => __( 'New slide', 'mvc-core' ),
					'view_item'                => __( 'View slide', 'mvc-core' ),
					'view_items'               => __( 'View slides', 'mvc-core' ),
					'search_items'             => __( 'Search slides', 'mvc-core' ),
					'not_found'                => __( 'No slides found.', 'mvc-core' ),
					'not_found_in_trash'       => __( 'No slides found in Trash.', 'mvc-core' ),
					'all_items'                => __( 'All slides', 'mvc-core' ),
					'archives'                 => __( 'Slide archives', 'mvc-core' ),
					'attributes'               => __( 'Slide attributes', 'mvc-core' ),
					'insert_into_item'         => __( 'Insert into slide', 'mvc-core' ),
					'uploaded_to_this_item'    => __( 'Uploaded to this slide', 'mvc-core' ),
					'filter_items_list'        => __( 'Filter slides list', 'mvc-core' ),
					'items_list_navigation'    => __( 'Slide list navigation', 'mvc-core' ),
					'items_list'               => __( 'Slide list', 'mvc-core' ),
					'item_published'           => __( 'Slide published.', 'mvc-core' ),
					'item_published_privately' => __( 'Slide published privately.', 'mvc-core' ),
					'item_reverted_to_draft'   => __( 'Slide reverted to draft.', 'mvc-core' ),
					'item_trashed'             => __( 'Slide trashed.', 'mvc-core' ),
					'item_scheduled'           => __( 'Slide scheduled.', 'mvc-core' ),
					'item_updated'             => __( 'Slide updated.', 'mvc-core' ),
					'item_link'                => __( 'Slide link', 'mvc-core' ),
					'item_link_description'    => __( 'A link to a slide.', 'mvc-core' ),
				);
			case Podcast::TYPE:
				return array(
					'add_new'                  => __( 'Add podcast', 'mvc-core' ),
					'add_new_item'             => __( 'Add podcast', 'mvc-core' ),
					'edit_item'                => __( 'Edit podcast', 'mvc-core' ),
					'new_item'                 => __( 'New podcast', 'mvc-core' ),
					'view_item'                => __( 'View podcast', 'mvc-core' ),
					'view_items'               => __( 'View podcasts', 'mvc-core' ),
					'search_items'             => __( 'Search podcasts', 'mvc-core' ),
					'not_found'                => __( 'No podcasts found.', 'mvc-core' ),
					'not_found_in_trash'       => __( 'No podcasts found in Trash.', 'mvc-core' ),
					'all_items'                => __( 'All podcasts', 'mvc-core' ),
					'archives'                 => __( 'Podcast archives', 'mvc-core' ),
					'attributes'               => __( 'Podcast attributes', 'mvc-core' ),
					'insert_into_item'         => __( 'Insert into podcast', 'mvc-core' ),
					'uploaded_to_this_item'    => __( 'Uploaded to this podcast', 'mvc-core' ),
					'filter_items_list'        => __( 'Filter podcasts list', 'mvc-core' ),
					'items_list_navigation'    => __( 'Podcast list navigation', 'mvc-core' ),
					'items_list'               => __( 'Podcast list', 'mvc-core' ),
					'item_published'           => __( 'Podcast published.', 'mvc-core' ),
					'item_published_privately' => __( 'Podcast published privately.', 'mvc-core' ),
					'item_reverted_to_draft'   => __( 'Podcast reverted to draft.', 'mvc-core' ),
					'item_trashed'             => __( 'Podcast trashed.', 'mvc-core' ),
					'item_scheduled'           => __( 'Podcast scheduled.', 'mvc-core' ),
					'item_updated'             => __( 'Podcast updated.', 'mvc-core' ),
					'item_link'                => __( 'Podcast link', 'mvc-core' ),
					'item_link_description'    => __( 'A link to a podcast.', 'mvc-core' ),
				);
			case Course::TYPE:
				return array(
					'add_new'                  => __( 'Add course', 'mvc-core' ),
					'add_new_item'             => __( 'Add course', 'mvc-core' ),
					'edit_item'                => __( 'Edit course', 'mvc-core' ),
					'new_item'                 => __( 'New course', 'mvc-core' ),
					'view_item'                => __( 'View course', 'mvc-core' ),
					'view_items'               => __( 'View courses', 'mvc-core' ),
					'search_items'             => __( 'Search courses', 'mvc-core' ),
					'not_found'                => __( 'No courses found.', 'mvc-core' ),
					'not_found_in_trash'       => __( 'No courses found in Trash.', 'mvc-core' ),
					'all_items'                => __( 'All courses', 'mvc-core' ),
					'archives'                 => __( 'Course archives', 'mvc-core' ),
					'attributes'               => __( 'Course attributes', 'mvc-core' ),
					'insert_into_item'         => __( 'Insert into course', 'mvc-core' ),
					'uploaded_to_this_item'    => __( 'Uploaded to this course', 'mvc-core' ),
					'filter_items_list'        => __( 'Filter courses list', 'mvc-core' ),
					'items_list_navigation'    => __( 'Course list navigation', 'mvc-core' ),
					'items_list'               => __( 'Course list', 'mvc-core' ),
					'item_published'           => __( 'Course published.', 'mvc-core' ),
					'item_published_privately' => __( 'Course published privately.', 'mvc-core' ),
					'item_reverted_to_draft'   => __( 'Course reverted to draft.', 'mvc-core' ),
					'item_trashed'             => __( 'Course trashed.', 'mvc-core' ),
					'item_scheduled'           => __( 'Course scheduled.', 'mvc-core' ),
					'item_updated'             => __( 'Course updated.', 'mvc-core' ),
					'item_link'                => __( 'Course link', 'mvc-core' ),
					'item_link_description'    => __( 'A link to a course.', 'mvc-core' ),
				);
			case SubmissionType::TYPE:
				return array(
					'add_new'                  => __( 'Add submission', 'mvc-core' ),
					'add_new_item'             => __( 'Add submission', 'mvc-core' ),
					'edit_item'                => __( 'Edit submission', 'mvc-core' ),
					'new_item'                 => __( 'New submission', 'mvc-core' ),
					'view_item'                => __( 'View submission', 'mvc-core' ),
					'view_items'               => __( 'View submissions', 'mvc-core' ),
					'search_items'             => __( 'Search submissions', 'mvc-core' ),
					'not_found'                => __( 'No submissions found.', 'mvc-core' ),
					'not_found_in_trash'       => __( 'No submissions found in Trash.', 'mvc-core' ),
					'all_items'                => __( 'All submissions', 'mvc-core' ),
					'archives'                 => __( 'Submission archives', 'mvc-core' ),
					'attributes'               => __( 'Submission attributes', 'mvc-core' ),
					'insert_into_item'         => __( 'Insert into submission', 'mvc-core' ),
					'uploaded_to_this_item'    => __( 'Uploaded to this submission', 'mvc-core' ),
					'filter_items_list'        => __( 'Filter submissions list', 'mvc-core' ),
					'items_list_navigation'    => __( 'Submission list navigation', 'mvc-core' ),
					'items_list'               => __( 'Submission list', 'mvc-core' ),
					'item_published'           => __( 'Submission published.', 'mvc-core' ),
					'item_published_privately' => __( 'Submission published privately.', 'mvc-core' ),
					'item_reverted_to_draft'   => __( 'Submission reverted to draft.', 'mvc-core' ),
					'item_trashed'             => __( 'Submission trashed.', 'mvc-core' ),
					'item_scheduled'           => __( 'Submission scheduled.', 'mvc-core' ),
					'item_updated'             => __( 'Submission updated.', 'mvc-core' ),
					'item_link'                => __( 'Submission link', 'mvc-core' ),
					'item_link_description'    => __( 'A link to a submission.', 'mvc-core' ),
				);
		}//end switch
		return array();
	}

	/**
	 * The messages of a type that are not labels.
	 *
	 * @param string $type Post type.
	 * @return array<string, string>
	 */
	private static function texts( string $type ): array {
		switch ( $type ) {
			case Journal::TYPE:
				return array(
					'saved'         => __( 'Journal saved.', 'mvc-core' ),
					'submitted'     => __( 'Journal submitted.', 'mvc-core' ),
					'draft_updated' => __( 'Journal draft updated.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'scheduled_for' => __( 'Journal scheduled for: %s.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'restored'      => __( 'Journal restored to revision from %s.', 'mvc-core' ),
					'preview'       => __( 'Preview journal', 'mvc-core' ),
				);
			case HomeBanner::TYPE:
				return array(
					'saved'         => __( 'Slide saved.', 'mvc-core' ),
					'submitted'     => __( 'Slide submitted.', 'mvc-core' ),
					'draft_updated' => __( 'Slide draft updated.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'scheduled_for' => __( 'Slide scheduled for: %s.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'restored'      => __( 'Slide restored to revision from %s.', 'mvc-core' ),
					'preview'       => __( 'Preview slide', 'mvc-core' ),
				);
			case Podcast::TYPE:
				return array(
					'saved'         => __( 'Podcast saved.', 'mvc-core' ),
					'submitted'     => __( 'Podcast submitted.', 'mvc-core' ),
					'draft_updated' => __( 'Podcast draft updated.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'scheduled_for' => __( 'Podcast scheduled for: %s.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'restored'      => __( 'Podcast restored to revision from %s.', 'mvc-core' ),
					'preview'       => __( 'Preview podcast', 'mvc-core' ),
				);
			case Course::TYPE:
				return array(
					'saved'         => __( 'Course saved.', 'mvc-core' ),
					'submitted'     => __( 'Course submitted.', 'mvc-core' ),
					'draft_updated' => __( 'Course draft updated.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'scheduled_for' => __( 'Course scheduled for: %s.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'restored'      => __( 'Course restored to revision from %s.', 'mvc-core' ),
					'preview'       => __( 'Preview course', 'mvc-core' ),
				);
			case SubmissionType::TYPE:
				return array(
					'saved'         => __( 'Submission saved.', 'mvc-core' ),
					'submitted'     => __( 'Submission submitted.', 'mvc-core' ),
					'draft_updated' => __( 'Submission draft updated.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'scheduled_for' => __( 'Submission scheduled for: %s.', 'mvc-core' ),
					/* translators: %s: a date and time. */
					'restored'      => __( 'Submission restored to revision from %s.', 'mvc-core' ),
					'preview'       => __( 'Preview submission', 'mvc-core' ),
				);
		}//end switch
		return array();
	}

	/**
	 * The bulk messages of a type.
	 *
	 * @param string             $type   Post type.
	 * @param array<string, int> $counts How many items each action changed.
	 * @return array<string, string>
	 */
	private static function counts( string $type, array $counts ): array {
		switch ( $type ) {
			case Journal::TYPE:
				return array(
					/* translators: %s: how many. */
					'updated'   => _n( '%s journal updated.', '%s journals updated.', $counts['updated'], 'mvc-core' ),
					/* translators: %s: how many. */
					'locked'    => _n( '%s journal not updated, somebody is editing it.', '%s journals not updated, somebody is editing them.', $counts['locked'], 'mvc-core' ),
					/* translators: %s: how many. */
					'deleted'   => _n( '%s journal permanently deleted.', '%s journals permanently deleted.', $counts['deleted'], 'mvc-core' ),
					/* translators: %s: how many. */
					'trashed'   => _n( '%s journal moved to the Trash.', '%s journals moved to the Trash.', $counts['trashed'], 'mvc-core' ),
					/* translators: %s: how many. */
					'untrashed' => _n( '%s journal restored from the Trash.', '%s journals restored from the Trash.', $counts['untrashed'], 'mvc-core' ),
				);
			case HomeBanner::TYPE:
				return array(
					/* translators: %s: how many. */
					'updated'   => _n( '%s slide updated.', '%s slides updated.', $counts['updated'], 'mvc-core' ),
					/* translators: %s: how many. */
					'locked'    => _n( '%s slide not updated, somebody is editing it.', '%s slides not updated, somebody is editing them.', $counts['locked'], 'mvc-core' ),
					/* translators: %s: how many. */
					'deleted'   => _n( '%s slide permanently deleted.', '%s slides permanently deleted.', $counts['deleted'], 'mvc-core' ),
					/* translators: %s: how many. */
					'trashed'   => _n( '%s slide moved to the Trash.', '%s slides moved to the Trash.', $counts['trashed'], 'mvc-core' ),
					/* translators: %s: how many. */
					'untrashed' => _n( '%s slide restored from the Trash.', '%s slides restored from the Trash.', $counts['untrashed'], 'mvc-core' ),
				);
			case Podcast::TYPE:
				return array(
					/* translators: %s: how many. */
					'updated'   => _n( '%s podcast updated.', '%s podcasts updated.', $counts['updated'], 'mvc-core' ),
					/* translators: %s: how many. */
					'locked'    => _n( '%s podcast not updated, somebody is editing it.', '%s podcasts not updated, somebody is editing them.', $counts['locked'], 'mvc-core' ),
					/* translators: %s: how many. */
					'deleted'   => _n( '%s podcast permanently deleted.', '%s podcasts permanently deleted.', $counts['deleted'], 'mvc-core' ),
					/* translators: %s: how many. */
					'trashed'   => _n( '%s podcast moved to the Trash.', '%s podcasts moved to the Trash.', $counts['trashed'], 'mvc-core' ),
					/* translators: %s: how many. */
					'untrashed' => _n( '%s podcast restored from the Trash.', '%s podcasts restored from the Trash.', $counts['untrashed'], 'mvc-core' ),
				);
			case Course::TYPE:
				return array(
					/* translators: %s: how many. */
					'updated'   => _n( '%s course updated.', '%s courses updated.', $counts['updated'], 'mvc-core' ),
					/* translators: %s: how many. */
					'locked'    => _n( '%s course not updated, somebody is editing it.', '%s courses not updated, somebody is editing them.', $counts['locked'], 'mvc-core' ),
					/* translators: %s: how many. */
					'deleted'   => _n( '%s course permanently deleted.', '%s courses permanently deleted.', $counts['deleted'], 'mvc-core' ),
					/* translators: %s: how many. */
					'trashed'   => _n( '%s course moved to the Trash.', '%s courses moved to the Trash.', $counts['trashed'], 'mvc-core' ),
					/* translators: %s: how many. */
					'untrashed' => _n( '%s course restored from the Trash.', '%s courses restored from the Trash.', $counts['untrashed'], 'mvc-core' ),
				);
			case SubmissionType::TYPE:
				return array(
					/* translators: %s: how many. */
					'updated'   => _n( '%s submission updated.', '%s submissions updated.', $counts['updated'], 'mvc-core' ),
					/* translators: %s: how many. */
					'locked'    => _n( '%s submission not updated, somebody is editing it.', '%s submissions not updated, somebody is editing them.', $counts['locked'], 'mvc-core' ),
					/* translators: %s: how many. */
					'deleted'   => _n( '%s submission permanently deleted.', '%s submissions permanently deleted.', $counts['deleted'], 'mvc-core' ),
					/* translators: %s: how many. */
					'trashed'   => _n( '%s submission moved to the Trash.', '%s submissions moved to the Trash.', $counts['trashed'], 'mvc-core' ),
					/* translators: %s: how many. */
					'untrashed' => _n( '%s submission restored from the Trash.', '%s submissions restored from the Trash.', $counts['untrashed'], 'mvc-core' ),
				);
		}//end switch
		return array();
	}

	/**
	 * The labels of a course facet taxonomy beyond its names (which its registration gives).
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return array<string, string>
	 */
	public static function taxonomy( string $taxonomy ): array {
		switch ( $taxonomy ) {
			case Course::TAX_SKILL:
				return array(
					'search_items'               => __( 'Search skills', 'mvc-core' ),
					'popular_items'              => __( 'Popular skills', 'mvc-core' ),
					'all_items'                  => __( 'All skills', 'mvc-core' ),
					'edit_item'                  => __( 'Edit skill', 'mvc-core' ),
					'view_item'                  => __( 'View skill', 'mvc-core' ),
					'update_item'                => __( 'Update skill', 'mvc-core' ),
					'add_new_item'               => __( 'Add skill', 'mvc-core' ),
					'new_item_name'              => __( 'New skill name', 'mvc-core' ),
					'separate_items_with_commas' => __( 'Separate skills with commas', 'mvc-core' ),
					'add_or_remove_items'        => __( 'Add or remove skills', 'mvc-core' ),
					'choose_from_most_used'      => __( 'Choose from the most used skills', 'mvc-core' ),
					'not_found'                  => __( 'No skills found.', 'mvc-core' ),
					'no_terms'                   => __( 'No skills', 'mvc-core' ),
					'filter_by_item'             => __( 'Filter by skill', 'mvc-core' ),
					'items_list_navigation'      => __( 'Skill list navigation', 'mvc-core' ),
					'items_list'                 => __( 'Skill list', 'mvc-core' ),
					'most_used'                  => __( 'Most used', 'mvc-core' ),
					'back_to_items'              => __( '&larr; Go to skills', 'mvc-core' ),
					'item_link'                  => __( 'Skill link', 'mvc-core' ),
					'item_link_description'      => __( 'A link to a skill.', 'mvc-core' ),
				);
			case Course::TAX_LANGUAGE:
				return array(
					'search_items'               => __( 'Search languages', 'mvc-core' ),
					'popular_items'              => __( 'Popular languages', 'mvc-core' ),
					'all_items'                  => __( 'All languages', 'mvc-core' ),
					'edit_item'                  => __( 'Edit language', 'mvc-core' ),
					'view_item'                  => __( 'View language', 'mvc-core' ),
					'update_item'                => __( 'Update language', 'mvc-core' ),
					'add_new_item'               => __( 'Add language', 'mvc-core' ),
					'new_item_name'              => __( 'New language name', 'mvc-core' ),
					'separate_items_with_commas' => __( 'Separate languages with commas', 'mvc-core' ),
					'add_or_remove_items'        => __( 'Add or remove languages', 'mvc-core' ),
					'choose_from_most_used'      => __( 'Choose from the most used languages', 'mvc-core' ),
					'not_found'                  => __( 'No languages found.', 'mvc-core' ),
					'no_terms'                   => __( 'No languages', 'mvc-core' ),
					'filter_by_item'             => __( 'Filter by language', 'mvc-core' ),
					'items_list_navigation'      => __( 'Language list navigation', 'mvc-core' ),
					'items_list'                 => __( 'Language list', 'mvc-core' ),
					'most_used'                  => __( 'Most used', 'mvc-core' ),
					'back_to_items'              => __( '&larr; Go to languages', 'mvc-core' ),
					'item_link'                  => __( 'Language link', 'mvc-core' ),
					'item_link_description'      => __( 'A link to a language.', 'mvc-core' ),
				);
			case Course::TAX_CERTIFICATE:
				return array(
					'search_items'               => __( 'Search certificates', 'mvc-core' ),
					'popular_items'              => __( 'Popular certificates', 'mvc-core' ),
					'all_items'                  => __( 'All certificates', 'mvc-core' ),
					'edit_item'                  => __( 'Edit certificate', 'mvc-core' ),
					'view_item'                  => __( 'View certificate', 'mvc-core' ),
					'update_item'                => __( 'Update certificate', 'mvc-core' ),
					'add_new_item'               => __( 'Add certificate', 'mvc-core' ),
					'new_item_name'              => __( 'New certificate name', 'mvc-core' ),
					'separate_items_with_commas' => __( 'Separate certificates with commas', 'mvc-core' ),
					'add_or_remove_items'        => __( 'Add or remove certificates', 'mvc-core' ),
					'choose_from_most_used'      => __( 'Choose from the most used certificates', 'mvc-core' ),
					'not_found'                  => __( 'No certificates found.', 'mvc-core' ),
					'no_terms'                   => __( 'No certificates', 'mvc-core' ),
					'filter_by_item'             => __( 'Filter by certificate', 'mvc-core' ),
					'items_list_navigation'      => __( 'Certificate list navigation', 'mvc-core' ),
					'items_list'                 => __( 'Certificate list', 'mvc-core' ),
					'most_used'                  => __( 'Most used', 'mvc-core' ),
					'back_to_items'              => __( '&larr; Go to certificates', 'mvc-core' ),
					'item_link'                  => __( 'Certificate link', 'mvc-core' ),
					'item_link_description'      => __( 'A link to a certificate.', 'mvc-core' ),
				);
			case Course::TAX_DURATION:
				return array(
					'search_items'               => __( 'Search durations', 'mvc-core' ),
					'popular_items'              => __( 'Popular durations', 'mvc-core' ),
					'all_items'                  => __( 'All durations', 'mvc-core' ),
					'edit_item'                  => __( 'Edit duration', 'mvc-core' ),
					'view_item'                  => __( 'View duration', 'mvc-core' ),
					'update_item'                => __( 'Update duration', 'mvc-core' ),
					'add_new_item'               => __( 'Add duration', 'mvc-core' ),
					'new_item_name'              => __( 'New duration name', 'mvc-core' ),
					'separate_items_with_commas' => __( 'Separate durations with commas', 'mvc-core' ),
					'add_or_remove_items'        => __( 'Add or remove durations', 'mvc-core' ),
					'choose_from_most_used'      => __( 'Choose from the most used durations', 'mvc-core' ),
					'not_found'                  => __( 'No durations found.', 'mvc-core' ),
					'no_terms'                   => __( 'No durations', 'mvc-core' ),
					'filter_by_item'             => __( 'Filter by duration', 'mvc-core' ),
					'items_list_navigation'      => __( 'Duration list navigation', 'mvc-core' ),
					'items_list'                 => __( 'Duration list', 'mvc-core' ),
					'most_used'                  => __( 'Most used', 'mvc-core' ),
					'back_to_items'              => __( '&larr; Go to durations', 'mvc-core' ),
					'item_link'                  => __( 'Duration link', 'mvc-core' ),
					'item_link_description'      => __( 'A link to a duration.', 'mvc-core' ),
				);
		}//end switch
		return array();
	}
}
