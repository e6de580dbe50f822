# -*- coding: utf-8 -*-
"""The Shunyi villa: rooms, devices and the spec vocabulary.

Imported by build.py.  Everything here is data; build.py turns it into
home.json / spec.jsonl and checks the cases against it.
"""

# ---------------------------------------------------------------- rooms
# key, name as typed in the SmartThings app, floor ("B1", "1F", "2F", "3F" or None), outdoor
ROOMS = [
    ("theater", "B1 影音室", "B1", False),
    ("gym", "B1 健身房", "B1", False),
    ("cellar", "B1 酒窖", "B1", False),
    ("living", "1F Living", "1F", False),
    ("dining", "1F 餐厅", "1F", False),
    ("ckitchen", "1F 中厨", "1F", False),
    ("wkitchen", "1F 西厨", "1F", False),
    ("nanny", "1F 保姆房", "1F", False),
    ("master", "2F Master Suite", "2F", False),
    ("mbath", "2F 主卫", "2F", False),
    ("closet", "2F 衣帽间", "2F", False),
    ("daughter", "2F 大女儿房", "2F", False),
    ("son", "2F 儿子房", "2F", False),
    ("study", "3F 书房", "3F", False),
    ("guest", "3F 客房", "3F", False),
    ("terrace", "3F 露台", "3F", False),
    ("front", "前院", None, True),
    ("garden", "后花园", None, True),
    ("pool", "泳池区", None, True),
    ("garage", "车库", None, True),
    ("gate", "大门", None, True),
]
# A room that was deleted from the location: one device still points at it.
DELETED_ROOM_KEY = "storage-deleted"

# ---------------------------------------------------------------- devices
# key, label (None = no label), room key (None = no roomId; DELETED_ROOM_KEY = stale), driver, profile name
DEVICES = [
    # B1 影音室
    ("theater_arc", "Sonos Arc", "theater", "sonos", "sonos-player"),
    ("theater_screen", "投影幕布", "theater", "zigbee-window-treatment", "projector-screen-VWSDSTUST120H"),
    ("theater_proj", "Epson 投影仪", "theater", "matter-media", "media-video-player"),
    ("theater_sky", "星空顶", "theater", "zigbee-switch", "color-bulb"),
    ("theater_spot1", "射灯-01", "theater", "matter-switch", "light-level"),
    ("theater_spot2", "射灯-02", "theater", "matter-switch", "light-level"),
    ("theater_spot3", "射灯-03", "theater", "matter-switch", "light-level"),
    ("theater_ac", "影音室空调", "theater", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    # B1 健身房
    ("gym_relay", "健身房灯", "gym", "zigbee-switch", "aqara-switch-module-no-power"),
    ("gym_ceiling", "吸顶灯", "gym", "matter-switch", "light-binary"),
    ("gym_fan", "健身房风扇", "gym", "zwave-fan", "fan-3speed"),
    ("gym_treadmill", "跑步机", "gym", "matter-switch", "plug-power-energy-powerConsumption"),
    ("gym_freshair", "全屋新风", "gym", "deepsmart", "Newfan.v1"),
    # B1 酒窖
    ("cellar_thermo", "酒窖恒温", "cellar", "matter-thermostat", "thermostat-fan-cooling-only-nostate-nobattery"),
    ("cellar_th", "酒窖温湿度", "cellar", "matter-sensor", "temperature-humidity"),
    ("cellar_light", "酒窖灯", "cellar", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("cellar_leak", "酒窖漏水", "cellar", "matter-sensor", "leak-battery-leakSensitivity"),
    # 1F Living
    ("living_main", "客厅主灯", "living", "matter-switch", "light-color-level-2700K-6500K"),
    ("living_dl1", "筒灯1", "living", "matter-switch", "light-level"),
    ("living_dl2", "筒灯2", "living", "matter-switch", "light-level"),
    ("living_dl3", "筒灯3", "living", "matter-switch", "light-level"),
    ("living_dl4", "筒灯4", "living", "zigbee-switch", "ge-link-bulb"),
    ("living_play", "Hue Play", "living", "philips-hue", "white-and-color-ambiance"),
    ("living_curtain", "客厅窗帘", "living", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("living_sheer", "客厅纱帘", "living", "matter-window-covering", "window-covering"),
    ("living_ac", "客厅空调", "living", "matter-thermostat", "room-air-conditioner"),
    ("living_floor", "客厅地暖", "living", "deepsmart", "Heater.v1"),
    ("living_tv", "Samsung TV", "living", "matter-media", "media-video-speaker"),
    ("living_beam", "Sonos Beam", "living", "sonos", "sonos-player"),
    ("living_purifier", "Dyson 净化器", "living", "matter-thermostat", "air-purifier-hepa-ac-rock-wind"),
    ("living_lock", "入户门锁", "living", "matter-lock", "lock-user-pin-battery"),
    ("living_motion", "客厅人体感应", "living", "zigbee-motion-sensor", "motion-battery-aqara"),
    # 1F 餐厅
    ("dining_pendant", "餐厅掉灯", "dining", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("dining_bar", "吧台射灯", "dining", "zigbee-switch", "ge-link-bulb"),
    ("dining_blind", "餐厅百叶帘", "dining", "matter-window-covering", "window-covering-tilt"),
    ("dining_nest", "Nest 1F", "dining", "matter-thermostat", "thermostat-fan"),
    ("dining_winefridge", "恒温酒柜", "dining", "matter-switch", "plug-binary"),
    # 1F 中厨
    ("ck_relay", "中厨灯", "ckitchen", "zigbee-switch", "switch-power"),
    ("ck_hood", "油烟机", "ckitchen", "matter-appliance", "extractor-hood-ac-light"),
    ("ck_gas", "燃气报警器", "ckitchen", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("ck_leak", "厨房水浸", "ckitchen", "zigbee-water-leak-sensor", "water-temp-battery-tempOffset"),
    ("ck_rice", "电饭煲", "ckitchen", "matter-switch", "plug-binary"),
    # 1F 西厨
    ("wk_light", "西厨灯", "wkitchen", "matter-switch", "light-level"),
    ("wk_island", "岛台吊灯", "wkitchen", "matter-switch", "light-color-level-1800K-6500K"),
    ("wk_dishwasher", "洗碗机", "wkitchen", "matter-appliance", "dishwasher"),
    ("wk_microwave", "微波炉", "wkitchen", "matter-appliance", "microwave-oven"),
    ("wk_coffee", "咖啡机", "wkitchen", "matter-switch", "plug-power"),
    # 1F 保姆房
    ("nanny_ceiling", "吸顶灯", "nanny", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("nanny_ac", "保姆房空调", "nanny", "deepsmart", "Ac.v1"),
    ("nanny_blanket", "阿姨的电热毯", "nanny", "matter-switch", "plug-binary"),
    # 2F Master Suite
    ("master_main", "主卧主灯", "master", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("master_bedL", "床头灯左", "master", "zigbee-switch", "aqara-led-bulb"),
    ("master_bedR", "床头灯右", "master", "zigbee-switch", "aqara-led-bulb"),
    ("master_bloom", "Hue Bloom", "master", "philips-hue", "legacy-color"),
    ("master_curtain", "主卧窗帘", "master", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("master_blackout", "遮光帘", "master", "zigbee-window-treatment", "window-treatment-battery"),
    ("master_nest", "Nest 2F", "master", "matter-thermostat", "thermostat-fan"),
    ("master_ac", "主卧空调", "master", "matter-thermostat", "room-air-conditioner-fan-wind-heating-cooling"),
    ("master_floor", "主卧地暖", "master", "matter-thermostat", "thermostat-heating-only-nostate-nobattery"),
    ("master_era", "Sonos Era 100", "master", "sonos", "sonos-player"),
    ("master_contact", "主卧窗磁", "master", "matter-sensor", "contact-battery"),
    ("master_humid", "客厅加湿器", "master", "matter-switch", "plug-binary"),
    # 2F 主卫
    ("mbath_light", "主卫灯", "mbath", "matter-switch", "light-level"),
    ("mbath_mirror", "镜前灯", "mbath", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("mbath_heater", "浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater"),
    ("mbath_exhaust", "排风扇", "mbath", "zigbee-switch", "basic-switch"),
    ("mbath_leak", "主卫水浸", "mbath", "matter-sensor", "leak"),
    ("mbath_towel", "电热毛巾架", "mbath", "matter-switch", "plug-power"),
    # 2F 衣帽间
    ("closet_ceiling", "吸顶灯", "closet", "matter-switch", "light-binary"),
    ("closet_strip", "衣柜灯带", "closet", "matter-switch", "light-level"),
    ("closet_dehum", "除湿鸡", "closet", "matter-switch", "plug-binary"),
    # 2F 大女儿房
    ("d_nanoleaf", "Nanoleaf", "daughter", "matter-switch", "light-color-level-1800K-6500K"),
    ("d_strip", "RGB灯带", "daughter", "zigbee-switch", "color-bulb"),
    ("d_desk", "台灯", "daughter", "zigbee-switch", "aqara-led-bulb"),
    ("d_ac", "姐姐房空调", "daughter", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("d_curtain", "大女儿房窗帘", "daughter", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("d_speaker", "客厅小音箱", "daughter", "jbl", "jbl"),
    # 2F 儿子房
    ("s_ceiling", "吸顶灯", "son", "matter-switch", "light-color-level-2200K-6500K"),
    ("s_gaming", "Gaming LED", "son", "zigbee-switch", "color-bulb"),
    ("s_ac", "Daikin 儿子房", "son", "matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    ("s_floor", "儿子房地暖", "son", "matter-thermostat", "thermostat-heating-only-nobattery"),
    ("s_ps5", "PS5", "son", "matter-switch", "plug-power-energy-powerConsumption"),
    ("s_curtain", "儿子房窗帘", "son", "matter-window-covering", "window-covering-battery"),
    # 3F 书房
    ("st_desk", "书房台灯", "study", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("st_main", "书房主灯", "study", "matter-switch", "light-level"),
    ("st_ac", "书房空调", "study", "matter-thermostat", "room-air-conditioner-fan-heating-cooling-nostate"),
    ("st_blind", "书房百叶", "study", "matter-window-covering", "window-covering-tilt"),
    ("st_fan", "落地扇", "study", "matter-thermostat", "fan-rock-wind"),
    ("st_printer", "打印机", "study", "matter-switch", "plug-binary"),
    # 3F 客房
    ("g_ceiling", "吸顶灯", "guest", "zigbee-switch", "ge-link-bulb"),
    ("g_ac", "客房空调", "guest", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("g_floor", "客房地暖", "guest", "zigbee-thermostat", "thermostat-resideo-dt300st-m000"),
    ("g_curtain", "客房窗帘", "guest", "zigbee-window-treatment", "window-treatment-profile"),
    # 3F 露台
    ("t_awning", "遮阳篷", "terrace", "matter-switch", "window-covering"),
    ("t_heater", "Patio Heater", "terrace", "matter-switch", "plug-power"),
    ("t_drip", "花箱滴灌", "terrace", "zigbee-watering-kit", "watering-kit-thirdreality"),
    ("t_th", None, "terrace", "matter-sensor", "temperature-humidity-battery"),
    # 前院
    ("front_lawn1", "草坪灯1", "front", "matter-switch", "light-binary"),
    ("front_lawn2", "草坪灯2", "front", "matter-switch", "light-binary"),
    ("front_lawn3", "草坪灯3", "front", "matter-switch", "light-binary"),
    ("front_lawn4", "草坪灯4", "front", "matter-switch", "light-binary"),
    ("front_yard1", "庭院灯-01", "front", "matter-switch", "light-level"),
    ("front_yard2", "庭院灯-02", "front", "matter-switch", "light-level"),
    ("front_yard3", "庭院灯-03", "front", "matter-switch", "light-level"),
    ("front_irr1", "喷灌1区", "front", "matter-switch", "irrigation-system"),
    ("front_irr2", "喷灌2区", "front", "matter-switch", "irrigation-system"),
    ("front_cam", "前院摄像头", "front", "matter-switch", "camera"),
    # 后花园
    ("garden_lawn5", "草坪灯5", "garden", "matter-switch", "light-binary"),
    ("garden_lawn6", "草坪灯6", "garden", "matter-switch", "light-binary"),
    ("garden_lawn7", "草坪灯-07", "garden", "matter-switch", "light-binary"),
    ("garden_lawn8", "草坪灯-08", "garden", "matter-switch", "light-binary"),
    ("garden_irr3", "IRR-Z3", "garden", "matter-switch", "irrigation-system"),
    ("garden_irr4", "喷灌4区", "garden", "matter-switch", "irrigation-system"),
    ("garden_fountain", "喷泉", "garden", "zigbee-switch", "basic-switch"),
    ("garden_speaker", "Bose 户外音箱", "garden", "bose", "soundtouch-speaker"),
    ("garden_rain", "雨量传感器", "garden", "matter-sensor", "rain-battery-rainSensitivity"),
    ("garden_soil", "土壤湿度计", "garden", "matter-sensor", "temperature-soil-sensor-battery"),
    ("garden_cam", "后院摄像头", "garden", "matter-switch", "camera"),
    # 泳池区
    ("pool_pump", "GF-Pump", "pool", "matter-pump", "pump-level"),
    ("pool_light", "Pool Light", "pool", "zwave-bulb", "rgbw-bulb-2580K-7050K"),
    ("pool_heater", "泳池加热器", "pool", "zwave-thermostat", "qubino-flush-thermostat"),
    # 车库
    ("gar_left", "车库门左", "garage", "zwave-garage-door-opener", "base-garage-door"),
    ("gar_right", "车库门右", "garage", "matter-switch", "garage-door-battery"),
    ("gar_ev", "Wallbox 充电桩", "garage", "matter-energy", "evse"),
    ("gar_ups", "UPS电源", "garage", "zigbee-switch", "frient-switch-power-energy-voltage"),
    ("gar_softener", "Softener Valve", "garage", "zwave-valve", "valve-generic"),
    ("gar_waterheater", "燃气热水器", "garage", "matter-thermostat", "water-heater"),
    ("gar_leak", "车库水浸", "garage", "zwave-sensor", "water-battery-tamper"),
    ("gar_cam", "车库摄像头", "garage", "matter-switch", "camera"),
    ("gar_lock", "车库进户门锁", "garage", "matter-lock", "lock-battery"),
    # 大门
    ("gate_gate", "大门", "gate", "matter-window-covering", "gate"),
    ("gate_pillar", "门柱灯", "gate", "zigbee-switch", "basic-switch"),
    ("gate_doorbell", "可视门铃", "gate", "matter-switch", "camera"),
    # no room / stale room
    ("nr_huego", "Hue Go", None, "philips-hue", "white-and-color-ambiance"),
    ("nr_robot", "扫地机", None, "matter-rvc", "rvc-clean-mode"),
    ("del_storage", "老储藏室灯", DELETED_ROOM_KEY, "matter-switch", "light-binary"),
]

# Profiles deliberately left out of spec.jsonl (devices take part by name/room only).
MISSING_FROM_SPEC = {
    ("matter-switch", "camera"),
    ("matter-energy", "evse"),
    ("zwave-valve", "valve-generic"),
}

# Switch-category relays whose label says they drive a lamp (count as lights).
LAMP_RELAYS = {"gym_relay", "ck_relay", "gate_pillar"}
