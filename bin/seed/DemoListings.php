<?php
/**
 * The demo content's journals, home banner slides and podcasts.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;

/**
 * The journals' placeholder posts, the home banner's slides and the podcast episodes of the demo content
 * (DemoContent, version 2), with their drawn covers (DemoImages). Each is found by its slug before it is
 * created.
 */
final class DemoListings {

	/**
	 * Journals: slug => [name, tag ids]. The first six came with version 1.
	 */
	private const JOURNALS = array(
		'advanced-energy-materials'     => array( '先进能源材料', array( 134, 153, 132 ) ),
		'polymer-science'               => array( '高分子科学学报', array( 138, 151 ) ),
		'chemical-engineering'          => array( '化学工程前沿', array( 135, 136 ) ),
		'applied-physics-letters'       => array( '应用物理快报', array( 137 ) ),
		'biomaterials-research'         => array( '生物材料研究', array( 139, 132 ) ),
		'smart-sensing'                 => array( '智能传感材料', array( 134, 159 ) ),
		'advanced-functional-materials' => array( '先进功能材料', array( 134, 132 ) ),
		'energy-storage-materials'      => array( '储能材料学报', array( 153, 135 ) ),
		'organic-chemistry-frontiers'   => array( '有机化学前沿', array( 155, 135 ) ),
		'life-science-materials'        => array( '生命科学与材料', array( 161, 139 ) ),
		'nano-research-letters'         => array( '纳米研究快报', array( 134, 137, 132 ) ),
		'engineering-materials'         => array( '工程材料学报', array( 136, 151 ) ),
		'polymer-chemistry-progress'    => array( '高分子化学进展', array( 138, 135 ) ),
		'sensors-and-devices'           => array( '传感器与器件', array( 159, 136 ) ),
	);

	/**
	 * The home banner's slides: slug => [title, text on the slide, external path].
	 */
	private const BANNERS = array(
		'banner-frontiers'   => array( '材料前沿资讯', '聚焦材料科学前沿，每日更新科研资讯', '/frontiers' ),
		'banner-conference'  => array( '全国材料科学大会', '2026 全国材料科学大会开放注册', '/conference-2026' ),
		'banner-open-access' => array( '开放获取特刊征稿', '开放获取特刊火热征稿中，欢迎投稿', '/open-access' ),
	);

	/**
	 * Podcast episodes: [title, description].
	 */
	private const PODCASTS = array(
		array( '钙钛矿电池的稳定性之路', '对话光伏材料研究者：钙钛矿太阳能电池从实验室效率纪录走向户外长期稳定运行，还缺哪些关键一步？' ),
		array( '固态电池：下一代储能的希望', '固态电解质能否同时解决安全性与能量密度的难题？我们请来电池领域的青年学者聊聊最新进展。' ),
		array( '二维材料这十年', '从石墨烯到过渡金属硫化物，二维材料研究走过的十年里有哪些惊喜，又留下了哪些悬而未决的问题。' ),
		array( '高熵合金为何如此坚强', '多种主元素“混”在一起，为什么反而让合金更强更韧？一期节目讲清高熵合金的设计思路。' ),
		array( '会愈合的材料', '自修复涂层与自修复高分子背后的化学原理，以及它们离我们的日常生活还有多远。' ),
		array( '水凝胶与再生医学', '可注射水凝胶如何帮助组织修复？材料学家与临床医生一起聊生物医用材料的转化之路。' ),
		array( '单原子催化：把每个原子用到极致', '单原子催化剂为何成为催化领域的热点，合成与表征又面临哪些挑战。' ),
		array( '从论文到产品：材料成果转化漫谈', '实验室里的好材料怎样走向生产线？听创业者和工程师分享成果转化中的经验与教训。' ),
		array( '如何读懂一篇材料学论文', '面对满是表征图谱的论文不知从何读起？资深审稿人教你抓住一篇论文的核心证据。' ),
		array( '开放获取出版的机遇与挑战', '开放获取正在改变学术出版。我们和期刊编辑聊聊作者最关心的费用、质量与影响力问题。' ),
		array( '青年科学家的科研日常', '实验、写作、带学生、申请基金：几位青年科学家讲述他们真实的一周。' ),
		array( '碳纤维：从钓鱼竿到航天器', '一根比头发丝还细的碳纤维，如何撑起从体育用品到航空航天的庞大产业。' ),
	);

	/**
	 * The journals' placeholder posts, with their covers and tags.
	 */
	public function journals(): void {
		$i = 0;
		foreach ( self::JOURNALS as $slug => $journal ) {
			$number = 20 + $i++;
			if ( get_page_by_path( $slug, OBJECT, Journal::TYPE ) ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'    => Journal::TYPE,
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $journal[0],
					'post_content' => sprintf( "<!-- wp:paragraph -->\n<p>《%s》是一本同行评审的学术期刊，发表该领域的原创研究、综述与观点文章。</p>\n<!-- /wp:paragraph -->", $journal[0] ),
				)
			);
			if ( $id ) {
				wp_set_post_terms( $id, $journal[1], 'post_tag' );
				$cover = DemoImages::image( $number, $journal[0] . ' 封面', 420, 560 );
				if ( $cover ) {
					set_post_thumbnail( $id, $cover );
				}
			}
		}//end foreach
	}

	/**
	 * The home banner's slides, in their order.
	 */
	public function banners(): void {
		$order = 0;
		foreach ( self::BANNERS as $slug => $banner ) {
			++$order;
			if ( get_page_by_path( $slug, OBJECT, HomeBanner::TYPE ) ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'   => HomeBanner::TYPE,
					'post_status' => 'publish',
					'post_name'   => $slug,
					'post_title'  => $banner[0],
					'menu_order'  => $order,
				)
			);
			if ( ! $id ) {
				continue;
			}
			update_post_meta( $id, HomeBanner::META_LINK, 'https://www.example.com' . $banner[2] );
			update_post_meta( $id, HomeBanner::META_TEXT, $banner[1] );
			$image = DemoImages::image( 40 + $order, $banner[0], 1920, 640 );
			if ( $image ) {
				set_post_thumbnail( $id, $image );
			}
		}//end foreach
	}

	/**
	 * The podcast episodes, one a week, the first the newest.
	 */
	public function podcasts(): void {
		$now = time();
		foreach ( self::PODCASTS as $index => $podcast ) {
			$slug = sprintf( 'podcast-%02d', $index + 1 );
			if ( get_page_by_path( $slug, OBJECT, Podcast::TYPE ) ) {
				continue;
			}
			$date = gmdate( 'Y-m-d H:i:s', $now - ( $index * 7 + 1 ) * DAY_IN_SECONDS );
			$id   = wp_insert_post(
				array(
					'post_type'     => Podcast::TYPE,
					'post_status'   => 'publish',
					'post_name'     => $slug,
					'post_title'    => $podcast[0],
					'post_excerpt'  => $podcast[1],
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
				)
			);
			if ( ! $id ) {
				continue;
			}
			update_post_meta( $id, Podcast::META_URL, 'https://www.example.com/podcast/' . $slug );
			$cover = DemoImages::image( 60 + $index, $podcast[0] . ' 封面', 600, 600 );
			if ( $cover ) {
				set_post_thumbnail( $id, $cover );
			}
		}//end foreach
	}
}
